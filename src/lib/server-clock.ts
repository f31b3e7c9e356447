// The backend's clock as the app sees it: the `Date` header of the latest reply, when the browser
// may read it (same origin, or the server exposes it). Market phase and quote ages are judged on
// this clock, so a trader whose phone clock is wrong — or a harness that moves the mock's clock —
// sees the market as the server does. Without a readable header the phone's clock is used.
// The offset is kept for the tab (sessionStorage): after a reload the server's time is known before
// the first reply — a money form's in-flight record (lib/intent) is judged on it at mount.
const OFFSET_KEY = 'server-clock-offset';

const tabStore = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

const keptOffset = (): number => {
  try {
    const kept = Number(tabStore()?.getItem(OFFSET_KEY) ?? '0');
    return Number.isFinite(kept) ? kept : 0;
  } catch {
    return 0;
  }
};

let offsetMs = keptOffset();
/** What the tab keeps; rewritten only when the offset moved more than the header's resolution. */
let keptMs: number | null = null;
const KEEP_STEP_MS = 500;

/** Records a reply's `Date` header (HTTP-date, 1 s resolution: its middle is the best guess). */
export const noteServerDate = (header: unknown, receivedAt: number = Date.now()): void => {
  if (typeof header !== 'string' || header === '') return;
  const parsed = Date.parse(header);
  if (Number.isNaN(parsed)) return;
  offsetMs = parsed + 500 - receivedAt;
  // Every reply lands here (a polled list's every second): a storage write per reply was ~0.4 ms
  // at 1× CPU of each poll's work (issue 24), for a value only known to ±500 ms anyway.
  if (keptMs !== null && Math.abs(offsetMs - keptMs) < KEEP_STEP_MS) return;
  try {
    tabStore()?.setItem(OFFSET_KEY, String(offsetMs));
    keptMs = offsetMs;
  } catch {
    /* storage blocked or full: this page still knows the offset */
  }
};

/** Epoch ms on the server's clock. */
export const serverNow = (): number => Date.now() + offsetMs;

/** For tests. */
export const resetServerClock = (): void => {
  offsetMs = 0;
  keptMs = null;
  try {
    tabStore()?.removeItem(OFFSET_KEY);
  } catch {
    /* nothing kept */
  }
};
