// Market hours, written once for the app, the mock server and the tests (ADR 0016).
//
// The order check is api-contract §16 "Trading calendar": a market is open when the Beijing time
// is strictly after the begin and strictly before the end of one of its windows (`H:mm` texts
// from the settings; a window whose begin is later than its end wraps past midnight), Saturdays
// and Sundays are always closed, and the holiday switch (`SiteProduct.holidayDisplay`) closes
// trading. The checks run in the reference's order (§11.3 checks 5–8): windows and weekends
// first, then the holiday switch. The clock is read to the whole second — the backend's dates and
// the `Date` header the app reads the server clock from both count seconds — so 09:30:00 is not
// yet open and 09:30:01 is.
//
// The A-share phase (market-rules §2: opening call auction from 09:15, continuous trading in the
// site's morning and afternoon windows, a lunch break between them) is what the status lines
// show; its "open" is exactly the order check's open on a weekday.
import { BEIJING_OFFSET_MS } from './beijing-text';
import type { StockFutures } from './models/index-futures';
import type { SiteSetting } from './models/site';

// ── Beijing clock ───────────────────────────────────────────────────────────────────────────────

export { BEIJING_OFFSET_MS };
const DAY_MS = 86_400_000;

export interface BeijingClock {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Whole seconds since Beijing midnight, 0 … 86 399. */
  secondOfDay: number;
  /** Minutes since Beijing midnight, 0 … 1439. */
  minuteOfDay: number;
}

/** The Beijing wall clock at an instant, whatever the host's time zone. */
export const beijingClock = (epochMs: number): BeijingClock => {
  const local = epochMs + BEIJING_OFFSET_MS;
  const secondOfDay = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 1000);
  return {
    weekday: new Date(local).getUTCDay(),
    secondOfDay,
    minuteOfDay: Math.floor(secondOfDay / 60),
  };
};

/** Saturday or Sunday: no session, whatever the windows say. */
export const isWeekendDay = (weekday: number): boolean => weekday === 0 || weekday === 6;

// ── Windows ─────────────────────────────────────────────────────────────────────────────────────

/** `H:mm` or `HH:mm` (the settings' format) → minutes since midnight; anything else → undefined. */
export const parseClock = (text: string | null | undefined): number | undefined => {
  const m = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text ?? '');
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour < 24 && minute < 60 ? hour * 60 + minute : undefined;
};

/** A session window as the settings give it: `[begin, end]` `H:mm` texts. */
export type ClockWindow = readonly [
  begin: string | null | undefined,
  end: string | null | undefined,
];

/**
 * Strictly after `begin` and strictly before `end` (minutes since midnight), at second
 * precision; the window wraps past midnight when `begin > end`. A window with a missing end, or
 * with equal ends, is never open.
 */
export const isInWindow = (
  secondOfDay: number,
  begin: number | undefined,
  end: number | undefined,
): boolean => {
  if (begin === undefined || end === undefined) return false;
  const b = begin * 60;
  const e = end * 60;
  return b <= e ? secondOfDay > b && secondOfDay < e : secondOfDay > b || secondOfDay < e;
};

/** Inside any of the windows (the day of the week is not looked at). */
export const isInAnyWindow = (epochMs: number, windows: readonly ClockWindow[]): boolean => {
  const { secondOfDay } = beijingClock(epochMs);
  return windows.some(([b, e]) => isInWindow(secondOfDay, parseClock(b), parseClock(e)));
};

/** The market whose windows an instrument trades in: by gid prefix `hk…`, `us…`, else A-shares. */
export type SessionMarket = 'a' | 'hk' | 'us';

export const sessionMarketOf = (gid: string | null | undefined): SessionMarket => {
  const type = (gid ?? '').slice(0, 2).toLowerCase();
  return type === 'us' ? 'us' : type === 'hk' ? 'hk' : 'a';
};

type SessionField =
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
  | 'transPmEndhk';

/** The session texts of getSetting (stocks) and getIndexSetting (indices): same field names. */
export type SessionTimes = Partial<Pick<SiteSetting, SessionField>>;

/** A market's morning and afternoon windows from the settings. */
export const sessionWindows = (
  times: SessionTimes | undefined,
  market: SessionMarket,
): ClockWindow[] => {
  const t = times ?? {};
  switch (market) {
    case 'a':
      return [
        [t.transAmBegin, t.transAmEnd],
        [t.transPmBegin, t.transPmEnd],
      ];
    case 'hk':
      return [
        [t.transAmBeginhk, t.transAmEndhk],
        [t.transPmBeginhk, t.transPmEndhk],
      ];
    case 'us':
      return [
        [t.transAmBeginUs, t.transAmEndUs],
        [t.transPmBeginUs, t.transPmEndUs],
      ];
  }
};

/** The session texts of a future (§11.9): three windows of its own. */
export type FuturesTimes = Partial<
  Pick<
    StockFutures,
    'transAmBegin' | 'transAmEnd' | 'transPmBegin' | 'transPmEnd' | 'transPmBegin2' | 'transPmEnd2'
  >
>;

export const futuresWindows = (product: FuturesTimes): ClockWindow[] => [
  [product.transAmBegin, product.transAmEnd],
  [product.transPmBegin, product.transPmEnd],
  [product.transPmBegin2, product.transPmEnd2],
];

// ── Order acceptance ────────────────────────────────────────────────────────────────────────────

export type SessionVerdict =
  { isOpen: true } | { isOpen: false; reason: 'outside-hours' | 'weekend' | 'holiday' };

/** A verdict as one word: 'open', or why not ('-' while unknown). */
export const sessionVerdictKey = (verdict: SessionVerdict | undefined): string =>
  verdict === undefined ? '-' : verdict.isOpen ? 'open' : verdict.reason;

/**
 * Whether an order is accepted now, in the reference's order: weekends, then the windows, then
 * the holiday switch (pass `false` where the reference does not check it).
 */
export const sessionVerdict = (
  epochMs: number,
  windows: readonly ClockWindow[],
  isHoliday: boolean,
): SessionVerdict => {
  if (isWeekendDay(beijingClock(epochMs).weekday)) return { isOpen: false, reason: 'weekend' };
  if (!isInAnyWindow(epochMs, windows)) return { isOpen: false, reason: 'outside-hours' };
  if (isHoliday) return { isOpen: false, reason: 'holiday' };
  return { isOpen: true };
};

/**
 * A stock buy (§11.3; the funding ticket too): the windows of the stock's market; the holiday
 * switch stops A-share and HK buys, not US ones (check 8).
 */
export const stockBuyVerdict = (
  epochMs: number,
  gid: string | null | undefined,
  times: SessionTimes | undefined,
  isHoliday: boolean,
): SessionVerdict => {
  const market = sessionMarketOf(gid);
  return sessionVerdict(epochMs, sessionWindows(times, market), isHoliday && market !== 'us');
};

/** An index order (§11.8): the index market's windows of getIndexSetting; holiday for all. */
export const indexOrderVerdict = (
  epochMs: number,
  gid: string | null | undefined,
  times: SessionTimes | undefined,
  isHoliday: boolean,
): SessionVerdict =>
  sessionVerdict(epochMs, sessionWindows(times, sessionMarketOf(gid)), isHoliday);

/** A futures order (§11.9): the product's three windows; holiday closes it. */
export const futuresOrderVerdict = (
  epochMs: number,
  product: FuturesTimes,
  isHoliday: boolean,
): SessionVerdict => sessionVerdict(epochMs, futuresWindows(product), isHoliday);

// ── A-share phase ───────────────────────────────────────────────────────────────────────────────

export type MarketPhase = 'weekend' | 'pre-open' | 'auction' | 'open' | 'lunch' | 'closed';

/** Opening call auction from 09:15 (market-rules §2). */
export const AUCTION_BEGIN_MINUTE = 9 * 60 + 15;

/** The exchanges' A-share windows, used until getSetting has answered. */
export const DEFAULT_A_SHARE_TIMES = {
  transAmBegin: '9:30',
  transAmEnd: '11:30',
  transPmBegin: '13:00',
  transPmEnd: '15:00',
} as const satisfies SessionTimes;

/**
 * The A-share phase at an instant, on the site's windows (the exchanges' until the settings are
 * known). "open" is exactly where an A-share order is accepted on a weekday; outside the windows,
 * 09:15 up to the morning's begin is the auction, the morning's end up to the afternoon's begin
 * the lunch break, before 09:15 pre-open, the rest closed. Exchange holidays are not in the
 * contract (a quote that stops moving is shown as stale instead); the holiday switch is
 * `verdictOfPhase`'s.
 */
export const marketPhase = (
  epochMs: number,
  times: SessionTimes = DEFAULT_A_SHARE_TIMES,
): MarketPhase => {
  const { weekday, secondOfDay } = beijingClock(epochMs);
  if (isWeekendDay(weekday)) return 'weekend';
  if (isInAnyWindow(epochMs, sessionWindows(times, 'a'))) return 'open';
  const amBegin = parseClock(times.transAmBegin);
  const amEnd = parseClock(times.transAmEnd);
  const pmBegin = parseClock(times.transPmBegin);
  const second = (minute: number) => minute * 60;
  // The auction and the lunch break are named only around a morning that does not wrap.
  if (amBegin !== undefined && amEnd !== undefined && amBegin <= amEnd) {
    const isAuction =
      amBegin >= AUCTION_BEGIN_MINUTE &&
      secondOfDay >= second(AUCTION_BEGIN_MINUTE) &&
      secondOfDay <= second(amBegin);
    if (isAuction) return 'auction';
    const isLunch =
      pmBegin !== undefined &&
      amEnd <= pmBegin &&
      secondOfDay >= second(amEnd) &&
      secondOfDay <= second(pmBegin);
    if (isLunch) return 'lunch';
  }
  return secondOfDay < second(AUCTION_BEGIN_MINUTE) ? 'pre-open' : 'closed';
};

/** The order verdict of an A-share phase: closed phases first, then the holiday switch. */
export const verdictOfPhase = (phase: MarketPhase, isHoliday: boolean): SessionVerdict => {
  if (phase === 'weekend') return { isOpen: false, reason: 'weekend' };
  if (phase !== 'open') return { isOpen: false, reason: 'outside-hours' };
  return isHoliday ? { isOpen: false, reason: 'holiday' } : { isOpen: true };
};
