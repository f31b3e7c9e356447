// Epoch ms as Beijing wall time "YYYY-MM-DD HH:mm:ss" (UTC+8, no daylight saving), without
// loading dayjs on these pages' first load; lib/format/date gives the same text.
const BEIJING_MS = 8 * 3_600_000;

export const beijingTime = (ms: number | null | undefined, placeholder = '--'): string =>
  ms === null || ms === undefined || !Number.isFinite(ms)
    ? placeholder
    : new Date(ms + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');
