// Is the instrument's market open now, as the backend judges an order (api-contract §16 "Trading
// calendar")? A-shares follow the shared market phase (the same one the quote's status line
// shows); HK/US stocks and indices use their own windows from the settings, futures their
// product's three windows. A window whose begin is later than its end wraps past midnight;
// Saturdays and Sundays are always closed; holiday mode closes everything.
import type { SiteSetting } from '@/api/contracts/models/site';
import type { StockFutures } from '@/api/contracts/models/index-futures';
import type { BuyFacts } from '@/api/contracts/trading-rules';
import { marketPhase, parseClock, windowsOf } from '@/lib/market/trading-session';

export type SessionVerdict = NonNullable<BuyFacts['session']>;

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

interface Clock {
  /** 0 Sunday … 6 Saturday, Beijing. */
  weekday: number;
  /** Seconds since Beijing midnight. */
  second: number;
}

const beijingClock = (nowMs: number): Clock => {
  const local = nowMs + BEIJING_OFFSET_MS;
  return {
    weekday: new Date(local).getUTCDay(),
    second: Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 1000),
  };
};

/** Strictly after the begin and strictly before the end (the reference's comparison). */
const isInside = (second: number, begin: number, end: number): boolean => {
  const b = begin * 60;
  const e = end * 60;
  return b <= e ? second > b && second < e : second > b || second < e;
};

type WindowText = [string | null | undefined, string | null | undefined];

/** Open when inside any window whose two ends parse; weekends are closed. */
export const sessionOfWindows = (nowMs: number, windows: readonly WindowText[]): SessionVerdict => {
  const { weekday, second } = beijingClock(nowMs);
  if (weekday === 0 || weekday === 6) return { isOpen: false, reason: 'weekend' };
  const isOpen = windows.some(([begin, end]) => {
    const b = parseClock(begin);
    const e = parseClock(end);
    return b !== undefined && e !== undefined && isInside(second, b, e);
  });
  return isOpen ? { isOpen: true } : { isOpen: false, reason: 'outside-hours' };
};

type SessionTimes = Partial<
  Pick<
    SiteSetting,
    | 'transAmBegin'
    | 'transAmEnd'
    | 'transPmBegin'
    | 'transPmEnd'
    | 'transAmBeginUs'
    | 'transAmEndUs'
    | 'transPmBeginUs'
    | 'transPmEndUs'
    | 'transAmBeginhk'
    | 'transAmEndhk'
    | 'transPmBeginhk'
    | 'transPmEndhk'
  >
>;

const marketOfGid = (gid: string): 'a' | 'hk' | 'us' => {
  const type = gid.slice(0, 2).toLowerCase();
  return type === 'hk' ? 'hk' : type === 'us' ? 'us' : 'a';
};

/** Stocks (settings of getSetting) and indices (getIndexSetting): same field names. */
export const sessionOf = (
  nowMs: number,
  gid: string,
  times: SessionTimes | undefined,
  isHoliday: boolean,
): SessionVerdict => {
  if (isHoliday) return { isOpen: false, reason: 'holiday' };
  const market = marketOfGid(gid);
  if (market === 'hk') {
    return sessionOfWindows(nowMs, [
      [times?.transAmBeginhk, times?.transAmEndhk],
      [times?.transPmBeginhk, times?.transPmEndhk],
    ]);
  }
  if (market === 'us') {
    return sessionOfWindows(nowMs, [
      [times?.transAmBeginUs, times?.transAmEndUs],
      [times?.transPmBeginUs, times?.transPmEndUs],
    ]);
  }
  const phase = marketPhase(nowMs, windowsOf(times));
  if (phase === 'open') return { isOpen: true };
  return { isOpen: false, reason: phase === 'weekend' ? 'weekend' : 'outside-hours' };
};

/** A future's own three windows (§11.9). */
export const futuresSessionOf = (
  nowMs: number,
  product: Pick<
    StockFutures,
    'transAmBegin' | 'transAmEnd' | 'transPmBegin' | 'transPmEnd' | 'transPmBegin2' | 'transPmEnd2'
  >,
  isHoliday: boolean,
): SessionVerdict => {
  if (isHoliday) return { isOpen: false, reason: 'holiday' };
  return sessionOfWindows(nowMs, [
    [product.transAmBegin, product.transAmEnd],
    [product.transPmBegin, product.transPmEnd],
    [product.transPmBegin2, product.transPmEnd2],
  ]);
};
