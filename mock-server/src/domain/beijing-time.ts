// Beijing wall-clock time (UTC+8, no daylight saving) from epoch ms, whatever the host's zone.
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

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
  const d = new Date(epochMs + BEIJING_OFFSET_MS);
  const hour = d.getUTCHours();
  return {
    date: d.toISOString().slice(0, 10),
    weekday: d.getUTCDay(),
    minuteOfDay: hour * 60 + d.getUTCMinutes(),
    hour,
    second: d.getUTCSeconds(),
  };
};

export const isWeekend = (epochMs: number): boolean => {
  const { weekday } = beijingParts(epochMs);
  return weekday === 0 || weekday === 6;
};

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time → epoch ms; undefined when it does not parse. */
export const parseBeijing = (text: string): number | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s) - BEIJING_OFFSET_MS;
  // Reject overflowing fields (2026-02-31 would roll into March).
  const back = new Date(ms + BEIJING_OFFSET_MS);
  return back.getUTCDate() === d && back.getUTCMonth() === mo - 1 ? ms : undefined;
};

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' Beijing time (the backend's JSON date format). */
export const formatBeijing = (epochMs: number): string =>
  new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
