// The buy and close rules that the market engine never triggers on its own: a zero quote, a
// stock whose quote source is gone.
import { describe, expect, it } from 'vitest';

import type { Market } from '../../market/market';

import { closeStockPosition } from './stock-close';
import type { TradingDeps } from './buy-checks';
import { buyStock } from './stock-buy';
import { NAMED_STOCKS, tradingServer, type TradingTestServer } from './test-support';

const zeroQuotes = (market: Market): Market => ({
  ...market,
  quote: (instrument, now) => ({ ...market.quote(instrument, now), price: 0 }),
});

const deps = (s: TradingTestServer, market: Market = s.market): TradingDeps => ({
  store: s.store,
  market,
});

describe('quote 0', () => {
  it('a buy answers check 14 and books nothing', async () => {
    const s = await tradingServer('verified');
    const outcome = buyStock(
      deps(s, zeroQuotes(s.market)),
      s.me(),
      {
        stock: s.store.tables.stocks.get(NAMED_STOCKS.moutai.id)!,
        shares: 100,
        direction: 'long',
        lever: 10,
      },
      { now: s.store.clock.now(), ip: null },
    );
    expect(outcome).toMatchObject({ ok: false, message: '报价0，请稍后再试' });
    expect(s.store.tables.userPositions.where('userId', s.me().id)).toHaveLength(0);
  });

  it('a close answers "报价0，平仓失败，请稍后再试"', async () => {
    const s = await tradingServer('trader');
    const position = s.store.tables.userPositions
      .where('userId', s.me().id)
      .find((p) => !p.sellOrderId);
    if (!position) throw new Error('trader holds positions');
    const outcome = closeStockPosition(
      deps(s, zeroQuotes(s.market)),
      s.me(),
      position,
      position.orderNum,
      { now: s.store.clock.now(), ip: null },
    );
    expect(outcome).toEqual({ ok: false, message: '报价0，平仓失败，请稍后再试' });
  });
});

describe('a stock without a quote source', () => {
  it('cannot be closed: "平仓失败，获取股票信息失败"', async () => {
    const s = await tradingServer('trader');
    const position = s.store.tables.userPositions
      .where('userId', s.me().id)
      .find((p) => !p.sellOrderId);
    if (!position) throw new Error('trader holds positions');
    const blind: Market = { ...s.market, stock: () => undefined, stockByGid: () => undefined };
    const outcome = closeStockPosition(deps(s, blind), s.me(), position, position.orderNum, {
      now: s.store.clock.now(),
      ip: null,
    });
    expect(outcome).toEqual({ ok: false, message: '平仓失败，获取股票信息失败' });
  });
});
