// getUserInfo's live figures: floating net P/L of open stock and index positions at live prices,
// added to the account totals.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import type { UserInfo } from '../../../src/api/contracts/models/user';
import { contractPnl, openPositionFigures } from '../../../src/api/contracts/trading-math';

import { tradingServer } from './trading/test-support';

const info = async (s: Awaited<ReturnType<typeof tradingServer>>): Promise<UserInfo> =>
  ((await s.call('/user/getUserInfo.do')).body as { data: UserInfo }).data;

describe('getUserInfo live P/L', () => {
  it("sums the open positions' net P/L at live prices into allProfitAndLose and the totals", async () => {
    const s = await tradingServer('trader');
    const now = s.store.clock.now();
    const open = s.store.tables.userPositions
      .where('userId', s.me().id)
      .filter((p) => !p.sellOrderId);
    const stock = open.reduce((sum, p) => {
      const instrument = s.market.stockByGid(p.stockGid ?? '');
      if (!instrument) throw new Error(p.stockCode);
      return sum.plus(openPositionFigures(p, s.market.quote(instrument, now).price).netPnl);
    }, new Decimal(0));
    const index = s.store.tables.userIndexPositions
      .where('userId', s.me().id)
      .filter((p) => p.sellOrderPrice === null)
      .reduce((sum, p) => {
        const instrument = s.market.index(p.indexGid ?? '');
        if (!instrument) throw new Error(p.indexCode ?? '');
        const level = s.market.quote(instrument, now).price;
        return sum.plus(contractPnl({ ...p, buyOrderPrice: p.buyOrderPrice ?? 0 }, level).netPnl);
      }, new Decimal(0));
    const data = await info(s);
    expect(stock.isZero()).toBe(false);
    expect(data.allProfitAndLose).toBe(stock.toNumber());
    expect(data.userAmt).toBe(new Decimal(s.me().userAmt).plus(stock).toNumber());
    expect(data.allIndexProfitAndLose).toBe(index.toNumber());
    expect(data.userIndexAmt).toBe(new Decimal(s.me().userIndexAmt).plus(index).toNumber());
    expect(data.enableAmt).toBe(s.me().enableAmt);
    expect(data.allFuturesProfitAndLose).toBe(0);
  });

  it('changes as the market moves, and is 0 without positions', async () => {
    const s = await tradingServer('trader');
    const morning = (await info(s)).allProfitAndLose;
    s.at('2026-11-03 14:00:00');
    expect((await info(s)).allProfitAndLose).not.toBe(morning);
    const empty = await tradingServer('verified');
    expect(await info(empty)).toMatchObject({ allProfitAndLose: 0, allIndexProfitAndLose: 0 });
  });
});
