// Quotes, lists and charts (api-contract §8.6–§8.8, §8.13, §8.14, §9.2–§9.6), answered from the
// market engine at the clock's `now`; the view models, chart data and code lookups are in
// `domain/quotes/`. Shapes follow the contract models; what the reference relays from Sina/Tencent
// comes from the engine instead. Choices where the contract leaves room: open/high/low are null
// before the open (the engine has no trade yet); empty book levels are a null price with size 0;
// day K-lines are the last 250 pre-adjusted (前复权) days, as Tencent's `qfqday` series;
// `getMinK_Echarts.do` looks codes up in the stock table (§17.3 #3 not copied).
import {
  findStock,
  queryExchange,
  queryListIndex,
  querySingleIndex,
  querySingleMarket,
} from '../../../src/api/contracts/endpoints/index-futures';
import {
  getDayK,
  getFuturesDayK,
  getFuturesMinKEcharts,
  getIndexDayK,
  getIndexMinKEcharts,
  getMinKEcharts,
  getSingleStock,
  getStock,
} from '../../../src/api/contracts/endpoints/market';
import {
  dayChart,
  echartsVO,
  minuteBars,
  realTimeLine,
  type DayChartParams,
  type MinuteChartParams,
} from '../domain/quotes/charts';
import { futuresCode, indexByCode, instrumentByCode, searchStocks } from '../domain/quotes/lookup';
import {
  futuresVO,
  indexList,
  marketVO,
  stockListVO,
  stockVO,
  type IsOptionText,
} from '../domain/quotes/views';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { pageOf } from '../http/paging';
import type { Instrument, Market } from '../market/market';
import type { Session } from '../store/sessions';

import { homeMarketRoutes } from './home-market';
import { wjQuoteRoutes } from './wj-quotes';

export const MARKET_MESSAGES = {
  maOnly: 'ma 取值 5，10，15',
  noData: '没有查询到行情数据',
  coinNotFound: '不存在该币种',
  coinGidMissing: 'coin gid 为空',
  baseCoinMisconfigured: '基币设置错误',
} as const;

const MA_WINDOWS = [5, 10, 15];

export interface MarketRouteOptions {
  /** Whether a code is in the user's watchlist (fills `isOption`); "0" for everyone without it. */
  isOption?: (userId: number, code: string) => boolean;
}

const isBlank = (value: string | undefined): value is undefined | '' => !value?.trim();

export const marketRoutes = (
  mount: Mount,
  market: Market,
  options: MarketRouteOptions = {},
): void => {
  const isOptionFor =
    (session: Session | undefined): IsOptionText =>
    (code) =>
      session?.userId !== undefined && options.isOption?.(session.userId, code) ? '1' : '0';

  mount.pure(getSingleStock, ({ params, now }) => {
    const code = params.code?.trim() ?? '';
    if (code === '') return fail('');
    const instrument = instrumentByCode(market, code);
    if (!instrument) return fail('');
    const introduction = instrument.kind === 'index' ? (instrument.row.introduction ?? null) : null;
    return ok({ stock: stockVO(instrument, market.quote(instrument, now)), introduction });
  });

  mount.pure(getStock, ({ params, now, session }) => {
    const page = pageOf(searchStocks(market, params), params.pageNum ?? 1, params.pageSize ?? 10);
    const isOption = isOptionFor(session);
    const list = page.list.map((s) => stockListVO(s, market.quote(s, now), isOption));
    return ok({ ...page, list });
  });

  const minuteK = (instrument: Instrument | undefined, params: MinuteChartParams, now: number) => {
    if (!instrument) return fail('');
    if (!((params.time ?? 0) > 0)) return fail(MARKET_MESSAGES.noData);
    const bars = minuteBars(market, instrument, params, now);
    return bars.length === 0 ? fail(MARKET_MESSAGES.noData) : ok(echartsVO(instrument, bars));
  };

  const dayK = (instrument: Instrument | undefined, params: DayChartParams, now: number) =>
    instrument ? ok(dayChart(market, instrument, params, now)) : fail('');

  mount.pure(getMinKEcharts, ({ params, now }) => {
    if (isBlank(params.code)) return fail('');
    if (!MA_WINDOWS.includes(params.ma ?? 0)) return fail(MARKET_MESSAGES.maOnly);
    return minuteK(market.stock(params.code), params, now);
  });

  mount.pure(getIndexMinKEcharts, ({ params, now }) =>
    isBlank(params.code) ? fail('') : minuteK(indexByCode(market, params.code), params, now),
  );

  mount.pure(getFuturesMinKEcharts, ({ params, now }) =>
    isBlank(params.code)
      ? fail('')
      : minuteK(market.futures(futuresCode(params.code)), params, now),
  );

  mount.pure(getDayK, ({ params, now }) =>
    isBlank(params.code) ? fail('') : dayK(market.stock(params.code), params, now),
  );

  mount.pure(getIndexDayK, ({ params, now }) =>
    isBlank(params.code) ? fail('') : dayK(indexByCode(market, params.code), params, now),
  );

  mount.pure(getFuturesDayK, ({ params, now }) =>
    isBlank(params.code) ? fail('') : dayK(market.futures(futuresCode(params.code)), params, now),
  );

  mount.pure(findStock, ({ params, now }) => {
    // The reference dereferences the missing code: the global "too many traders" reply.
    if (params.stockCode === undefined) throw new TypeError('stockCode is null');
    return ok(realTimeLine(market, params.stockCode, now));
  });

  mount.pure(queryListIndex, ({ now, session }) =>
    ok(indexList(market, now, isOptionFor(session))),
  );

  mount.pure(querySingleIndex, ({ params, now }) => {
    const instrument = params.indexCode ? market.index(params.indexCode) : undefined;
    return ok(instrument ? marketVO(market.quote(instrument, now)) : null);
  });

  mount.pure(querySingleMarket, ({ params, now }) => {
    const instrument = params.futuresGid ? market.futures(params.futuresGid) : undefined;
    return ok(instrument ? futuresVO(market.quote(instrument, now)) : null);
  });

  mount.pure(queryExchange, ({ params, now }) => {
    const coin = params.coinCode ? market.coin(params.coinCode) : undefined;
    if (!coin) return fail(MARKET_MESSAGES.coinNotFound);
    if (!coin.defaultRate) return fail(MARKET_MESSAGES.baseCoinMisconfigured);
    if (coin.dynamicRate === 0 && isBlank(coin.coinGid ?? undefined)) {
      return fail(MARKET_MESSAGES.coinGidMissing);
    }
    return ok(market.fxRate(coin, now));
  });

  // §18.3–§18.5: the same engine behind a real-backend client's home and market tabs.
  homeMarketRoutes(mount, market);
  // §18.2, §18.6: the provider-shaped quote, same engine quote as getSingleStock.do.
  wjQuoteRoutes(mount, market);
};
