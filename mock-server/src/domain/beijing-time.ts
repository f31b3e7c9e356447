// Beijing wall-clock time (UTC+8, no daylight saving) from epoch ms, whatever the host's zone. The
// clock itself is the contract's (src/api/contracts/trading-hours.ts), shared with the app; this
// file adds the mock's names for the contract's date texts (src/api/contracts/beijing-text.ts).
import { formatBeijingText, parseBeijingText } from '../../../src/api/contracts/beijing-text';
import { BEIJING_OFFSET_MS, beijingClock } from '../../../src/api/contracts/trading-hours';

export { BEIJING_OFFSET_MS };

export interface BeijingParts {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since Beijing midnight (0–1439). */
  minuteOfDay: number;
  hour: number;
  second: number;
}

export const beijingParts = (epochMs: number): BeijingParts => {
  const { weekday, minuteOfDay, secondOfDay } = beijingClock(epochMs);
  return {
    date: new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 10),
    weekday,
    minuteOfDay,
    hour: Math.floor(minuteOfDay / 60),
    second: secondOfDay % 60,
  };
};

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time → epoch ms; undefined when it does not parse. */
export const parseBeijing = (text: string): number | undefined =>
  parseBeijingText(text, { typed: true }) ?? undefined;

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' Beijing time (the backend's JSON date format). */
export const formatBeijing = formatBeijingText;
