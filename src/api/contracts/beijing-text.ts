// The backend's date text, "yyyy-MM-dd HH:mm:ss" on Beijing's wall clock (UTC+8 all year, no
// daylight saving; api-contract §1), read and written once for the app, the mock and the tests,
// whatever the host's time zone. No date library: a fixed offset is all it takes.

/** Beijing is UTC+8 all year. */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Exactly the backend's shape. */
const BACKEND = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** As a person types it: a `T` or a space, seconds optional, spaces around. */
const TYPED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Beijing wall-clock text → epoch ms; null unless it is a real date and time (no 02-30). The app
 * reads the backend's shape only; `typed` also takes the harness's and a script's typed times.
 */
export const parseBeijingText = (text: string, { typed = false } = {}): number | null => {
  const m = typed ? TYPED.exec(text.trim()) : BACKEND.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s = 0] = m.slice(1).map((f) => (f === undefined ? 0 : Number(f))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // setUTCFullYear, not Date.UTC: years below 100 are not moved into the 1900s.
  const wall = new Date(0);
  wall.setUTCFullYear(y, mo - 1, d);
  wall.setUTCHours(h, mi, s, 0);
  // Out-of-range fields roll over (13th month, 24:00): such text is not a date.
  const same =
    wall.getUTCFullYear() === y &&
    wall.getUTCMonth() === mo - 1 &&
    wall.getUTCDate() === d &&
    wall.getUTCHours() === h &&
    wall.getUTCMinutes() === mi &&
    wall.getUTCSeconds() === s;
  return same ? wall.getTime() - BEIJING_OFFSET_MS : null;
};

/** Epoch ms → "yyyy-MM-dd HH:mm:ss" on Beijing's wall clock. */
export const formatBeijingText = (epochMs: number): string =>
  new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
