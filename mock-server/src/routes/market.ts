// Quotes, lists and charts (api-contract §8.6–§8.8, §8.13, §8.14, §9.2–§9.6), answered from the
// market engine at the clock's `now`. Shapes follow the contract models; what the reference relays
// from Sina/Tencent comes from the engine instead. Choices where the contract leaves room:
// open/high/low are null before the open (the engine has no trade yet); empty book levels are a
// null price with size 0; day K-lines are the last 250 pre-adjusted (前复权) days, as Tencent's
// `qfqday` series; `getMinK_Echarts.do` looks codes up in the stock table (§17.3 #3 not copied).
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
import type { FuturesVO, StockIndexVO } from '../../../src/api/contracts/models/index-futures';
import type {
  EchartsDataVO,
  MarketVO,
  RealTimeLine,
  StockListVO,
  StockVO,
} from '../../../src/api/contracts/models/market';
import { fail, ok } from '../http/envelope';
import { pageOf } from '../http/paging';
import { clockText } from '../market/calendar';
import type { Mount } from '../http/mount';
import type { BookLevel, Instrument, KBar, KlineOptions, Market, Quote } from '../market/market';

export const MARKET_MESSAGES = {
  maOnly: 'ma 取值 5，10，15',
  noData: '没有查询到行情数据',
  coinNotFound: '不存在该币种',
  coinGidMissing: 'coin gid 为空',
  baseCoinMisconfigured: '基币设置错误',
} as const;

/** Bars of `getDayK.do` and its index/futures twins. */
export const DAY_K_BARS = 250;
/** `size` cap of the minute K-lines (§8.6). */
export const MIN_K_MAX_BARS = 200;
const MA_WINDOWS = [5, 10, 15];
/** Our chart extension's limits (contract: getDayK). */
const MAX_CHART_BARS = 2000;
const DAY_PERIODS = ['day', 'week', 'month'] as const;
const ADJUSTS = ['none', 'pre', 'post'] as const;

interface DayChartParams {
  period?: string;
  adjust?: string;
  size?: number;
  end?: number;
}

/** A positive `end` pages back in history; anything else means "up to now". */
const historyEnd = (end: number | undefined): number | undefined =>
  end !== undefined && Number.isFinite(end) && end > 0 ? end : undefined;

export interface MarketRouteOptions {
  /** Whether a code is in the user's watchlist (fills `isOption`); "0" for everyone without it. */
  isOption?: (userId: number, code: string) => boolean;
}

const text = (value: number | null, decimals: number): string | null =>
  value === null ? null : value.toFixed(decimals);

const level = (levels: readonly BookLevel[], i: number, decimals: number) => {
  const l = levels[i];
  return { price: l ? l.price.toFixed(decimals) : null, volume: l?.volume ?? 0 };
};

const SINA_CHART = 'http://image.sinajs.cn/newchart';

const stockVO = (instrument: Instrument, q: Quote): StockVO => {
  const d = q.decimals;
  const [b1, b2, b3, b4, b5] = [0, 1, 2, 3, 4].map((i) => level(q.bids, i, d));
  const [s1, s2, s3, s4, s5] = [0, 1, 2, 3, 4].map((i) => level(q.asks, i, d));
  const row = instrument.row;
  return {
    id: row.id,
    name: q.name,
    code: q.code,
    spell: instrument.kind === 'stock' ? (instrument.row.stockSpell ?? null) : null,
    gid: q.gid,
    nowPrice: q.price.toFixed(d),
    hcrate: q.changePct,
    today_max: text(q.high, d),
    today_min: text(q.low, d),
    business_balance: q.amount,
    business_amount: q.volume,
    preclose_px: q.prevClose.toFixed(d),
    open_px: text(q.open, d),
    type: instrument.kind === 'stock' ? instrument.row.stockType : null,
    buy1: b1?.price ?? null,
    buy2: b2?.price ?? null,
    buy3: b3?.price ?? null,
    buy4: b4?.price ?? null,
    buy5: b5?.price ?? null,
    sell1: s1?.price ?? null,
    sell2: s2?.price ?? null,
    sell3: s3?.price ?? null,
    sell4: s4?.price ?? null,
    sell5: s5?.price ?? null,
    buy1_num: b1?.volume ?? 0,
    buy2_num: b2?.volume ?? 0,
    buy3_num: b3?.volume ?? 0,
    buy4_num: b4?.volume ?? 0,
    buy5_num: b5?.volume ?? 0,
    sell1_num: s1?.volume ?? 0,
    sell2_num: s2?.volume ?? 0,
    sell3_num: s3?.volume ?? 0,
    sell4_num: s4?.volume ?? 0,
    sell5_num: s5?.volume ?? 0,
    minImg: `${SINA_CHART}/min/n/${q.gid}.gif`,
    dayImg: `${SINA_CHART}/daily/n/${q.gid}.gif`,
    weekImg: `${SINA_CHART}/weekly/n/${q.gid}.gif`,
    monthImg: `${SINA_CHART}/monthly/n/${q.gid}.gif`,
    depositAmt: instrument.kind === 'stock' ? 0 : (instrument.row.depositAmt ?? 0),
  };
};

const echarts = (instrument: Instrument, bars: readonly KBar[]): EchartsDataVO => ({
  stockName: instrument.name,
  stockCode: instrument.code,
  values: bars.map((b) => [b.open, b.close, b.low, b.high, b.volume, b.time]),
  volumes: bars.map((b, i) => [i, b.volume, b.close > b.open ? 1 : -1]),
  date: bars.map((b) => b.label),
});

/** §9.6: 6 → sh, 0/2/3 → sz, 4/8 → bj, anything else is used as the gid. */
const gidOfCode = (code: string): string => {
  const first = code.charAt(0);
  if (first === '6') return `sh${code}`;
  if (first === '0' || first === '2' || first === '3') return `sz${code}`;
  if (first === '4' || first === '8') return `bj${code}`;
  return code;
};

const isBlank = (value: string | undefined): value is undefined | '' => !value?.trim();

/** The part after `hf_` (§8.13). */
const futuresCode = (code: string): string => code.slice(code.indexOf('_') + 1);

/** The index code without its `sh`/`sz` prefix (§8.13). */
const indexCode = (code: string): string => code.replace(/^(sh|sz|bj)/, '');

export const marketRoutes = (
  mount: Mount,
  market: Market,
  options: MarketRouteOptions = {},
): void => {
  const isOption = (userId: number | undefined, code: string): string =>
    userId !== undefined && options.isOption?.(userId, code) ? '1' : '0';

  mount.pure(getSingleStock, ({ params, now }) => {
    const code = params.code?.trim() ?? '';
    if (code === '') return fail('');
    const instrument = code.includes('hf')
      ? market.futures(code)
      : code.includes('sh') || code.includes('sz')
        ? market.index(code)
        : market.stock(code);
    if (!instrument) return fail('');
    const introduction = instrument.kind === 'index' ? (instrument.row.introduction ?? null) : null;
    return ok({ stock: stockVO(instrument, market.quote(instrument, now)), introduction });
  });

  mount.pure(getStock, ({ params, now, session }) => {
    const pageNum = params.pageNum ?? 1;
    const pageSize = params.pageSize ?? 10;
    const keyWords = params.keyWords?.trim().toLowerCase() ?? '';
    const matches = market.stocks().filter((s) => {
      if (s.kind !== 'stock' || s.row.isShow !== 0) return false;
      const { row } = s;
      if (params.stockPlate && row.stockPlate !== params.stockPlate) return false;
      if (params.stockType && row.stockType !== params.stockType) return false;
      if (keyWords === '') return true;
      return [row.stockType, row.stockCode, row.stockName, row.stockSpell ?? ''].some((field) =>
        field.toLowerCase().includes(keyWords),
      );
    });
    const page = pageOf(matches, pageNum, pageSize);
    const list = page.list.map((s): StockListVO => {
      const q = market.quote(s, now);
      const row = s.kind === 'stock' ? s.row : undefined;
      return {
        name: s.name,
        code: s.code,
        spell: row?.stockSpell ?? null,
        gid: s.gid,
        nowPrice: q.price.toFixed(q.decimals),
        preclose: q.prevClose.toFixed(q.decimals),
        hcrate: q.changePct,
        ud: q.change,
        yc: q.prevClose,
        today_max: null,
        today_min: null,
        business_balance: null,
        business_amount: null,
        preclose_px: null,
        open_px: null,
        day3Rate: null,
        stock_type: row?.stockType ?? null,
        stock_plate: row?.stockPlate ?? null,
        isOption: isOption(session?.userId, s.code),
        type: null,
      };
    });
    return ok({ ...page, list });
  });

  const minuteK = (
    instrument: Instrument | undefined,
    { time = 0, size = 0, end }: { time?: number; size?: number; end?: number },
    now: number,
  ) => {
    if (!instrument) return fail('');
    if (!(time > 0)) return fail(MARKET_MESSAGES.noData);
    const count = Math.min(MIN_K_MAX_BARS, Math.max(0, size));
    const bars = market.kline(instrument, { period: time, count, end: historyEnd(end) }, now);
    return bars.length === 0 ? fail(MARKET_MESSAGES.noData) : ok(echarts(instrument, bars));
  };

  // The reference's three params-less day charts, plus our chart extension (period, adjustment,
  // size, history paging), echoed back so the app knows it was honoured.
  const dayK = (instrument: Instrument | undefined, params: DayChartParams, now: number) => {
    if (!instrument) return fail('');
    const period = DAY_PERIODS.find((p) => p === params.period) ?? 'day';
    const adjust = ADJUSTS.find((a) => a === params.adjust) ?? 'pre';
    const count =
      params.size === undefined ? DAY_K_BARS : Math.min(MAX_CHART_BARS, Math.max(1, params.size));
    const o: KlineOptions = { period, count, adjust, end: historyEnd(params.end) };
    return ok({ ...echarts(instrument, market.kline(instrument, o, now)), period, adjust });
  };

  mount.pure(getMinKEcharts, ({ params, now }) => {
    if (isBlank(params.code)) return fail('');
    if (!MA_WINDOWS.includes(params.ma ?? 0)) return fail(MARKET_MESSAGES.maOnly);
    return minuteK(market.stock(params.code), params, now);
  });

  mount.pure(getIndexMinKEcharts, ({ params, now }) => {
    if (isBlank(params.code)) return fail('');
    const instrument = market.index(params.code) ?? market.index(indexCode(params.code));
    return minuteK(instrument, params, now);
  });

  mount.pure(getFuturesMinKEcharts, ({ params, now }) => {
    if (isBlank(params.code)) return fail('');
    const instrument = market.futures(futuresCode(params.code));
    return minuteK(instrument, params, now);
  });

  mount.pure(getDayK, ({ params, now }) =>
    isBlank(params.code) ? fail('') : dayK(market.stock(params.code), params, now),
  );

  mount.pure(getIndexDayK, ({ params, now }) =>
    isBlank(params.code)
      ? fail('')
      : dayK(market.index(params.code) ?? market.index(indexCode(params.code)), params, now),
  );

  mount.pure(getFuturesDayK, ({ params, now }) =>
    isBlank(params.code) ? fail('') : dayK(market.futures(futuresCode(params.code)), params, now),
  );

  mount.pure(findStock, ({ params, now }) => {
    const stockCode = params.stockCode;
    // The reference dereferences the missing code: the global "too many traders" reply.
    if (stockCode === undefined) throw new TypeError('stockCode is null');
    const instrument = market.stockByGid(gidOfCode(stockCode));
    const points = instrument ? market.minuteLine(instrument, now) : [];
    const line: RealTimeLine = {
      stockCode,
      size: points.length,
      time: points.map((p) => clockText(p.time).slice(0, 5)),
      price: points.map((p) => p.price),
      averagePrice: [],
      rates: points.map((p) => p.changePct),
      volumes: points.map((p) => p.volume),
      amounts: points.map((p) => Math.round(p.amount)),
    };
    return ok(line);
  });

  mount.pure(queryListIndex, ({ now, session }) => {
    const rows = market
      .indexes()
      .flatMap((ix): StockIndexVO[] => {
        if (ix.kind !== 'index' || ix.row.listShow !== 1) return [];
        const q = market.quote(ix, now);
        const { introduction: _introduction, ...row } = ix.row;
        return [
          {
            ...row,
            currentPoint: q.price.toFixed(q.decimals),
            floatPoint: q.change.toFixed(q.decimals),
            floatRate: q.changePct.toFixed(2),
            isOption: isOption(session?.userId, ix.code),
            type: null,
          },
        ];
      })
      .sort((a, b) => a.id - b.id);
    return ok(rows);
  });

  mount.pure(querySingleIndex, ({ params, now }) => {
    const instrument = params.indexCode ? market.index(params.indexCode) : undefined;
    if (!instrument) return ok(null);
    const q = market.quote(instrument, now);
    const vo: MarketVO = {
      name: q.name,
      nowPrice: q.price.toFixed(q.decimals),
      increase: q.change.toFixed(q.decimals),
      increaseRate: q.changePct.toFixed(2),
      type: null,
    };
    return ok(vo);
  });

  mount.pure(querySingleMarket, ({ params, now }) => {
    const instrument = params.futuresGid ? market.futures(params.futuresGid) : undefined;
    if (!instrument) return ok(null);
    const q = market.quote(instrument, now);
    const d = q.decimals;
    const vo: FuturesVO = {
      nowPrice: q.price.toFixed(d),
      lastClose: q.prevClose.toFixed(d),
      buyPrice: (q.bids[0]?.price ?? q.price).toFixed(d),
      sellPrice: (q.asks[0]?.price ?? q.price).toFixed(d),
      maxPrice: (q.high ?? q.price).toFixed(d),
      minPrice: (q.low ?? q.price).toFixed(d),
      hourTime: clockText(q.time),
      todayOpen: (q.open ?? q.prevClose).toFixed(d),
      extra1: q.prevClose.toFixed(d),
      extra2: null,
      extra3: null,
      dayTime: q.tradingDay,
      name: q.name,
    };
    return ok(vo);
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
};
