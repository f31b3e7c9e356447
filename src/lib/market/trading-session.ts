// The A-share session phase at a given instant, Beijing time (market-rules §2): opening call
// auction 09:15–09:25/09:30, continuous trading in the site's morning and afternoon windows
// (getSetting's transAmBegin… — the same settings the backend checks orders against), lunch break
// between them, closed on weekends. Exchange holidays are not known to the app; a quote that stops
// moving during a window is reported as stale instead.
import type { SiteSetting } from '@/api/contracts/models/site';

export type MarketPhase = 'weekend' | 'pre-open' | 'auction' | 'open' | 'lunch' | 'closed';

export interface SessionWindows {
  /** Minutes after midnight, Beijing time. */
  amBegin: number;
  amEnd: number;
  pmBegin: number;
  pmEnd: number;
}

const AUCTION_BEGIN = 9 * 60 + 15;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export const DEFAULT_WINDOWS: SessionWindows = {
  amBegin: 9 * 60 + 30,
  amEnd: 11 * 60 + 30,
  pmBegin: 13 * 60,
  pmEnd: 15 * 60,
};

/** '9:30' / '09:30' / '930' → 570; anything else → undefined. */
export const parseClock = (text: string | null | undefined): number | undefined => {
  const m = /^\s*(\d{1,2}):?(\d{2})\s*$/.exec(text ?? '');
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
};

export const windowsOf = (setting: Partial<SiteSetting> | undefined): SessionWindows => ({
  amBegin: parseClock(setting?.transAmBegin) ?? DEFAULT_WINDOWS.amBegin,
  amEnd: parseClock(setting?.transAmEnd) ?? DEFAULT_WINDOWS.amEnd,
  pmBegin: parseClock(setting?.transPmBegin) ?? DEFAULT_WINDOWS.pmBegin,
  pmEnd: parseClock(setting?.transPmEnd) ?? DEFAULT_WINDOWS.pmEnd,
});

export const marketPhase = (nowMs: number, w: SessionWindows = DEFAULT_WINDOWS): MarketPhase => {
  const local = nowMs + BEIJING_OFFSET_MS;
  const weekday = new Date(local).getUTCDay();
  if (weekday === 0 || weekday === 6) return 'weekend';
  const minute = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  if (minute < AUCTION_BEGIN) return 'pre-open';
  if (minute < w.amBegin) return 'auction';
  if (minute < w.amEnd) return 'open';
  if (minute < w.pmBegin) return 'lunch';
  if (minute < w.pmEnd) return 'open';
  return 'closed';
};

/** Phases in which quotes move. */
export const isTradingPhase = (phase: MarketPhase): boolean => phase === 'open';
