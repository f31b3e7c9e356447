// The backend's clock as the app sees it: the `Date` header of the latest reply, when the browser
// may read it (same origin, or the server exposes it). Market phase and quote ages are judged on
// this clock, so a trader whose phone clock is wrong — or a harness that moves the mock's clock —
// sees the market as the server does. Without a readable header the phone's clock is used.
let offsetMs = 0;

/** Records a reply's `Date` header (HTTP-date, 1 s resolution: its middle is the best guess). */
export const noteServerDate = (header: unknown, receivedAt: number = Date.now()): void => {
  if (typeof header !== 'string' || header === '') return;
  const parsed = Date.parse(header);
  if (Number.isNaN(parsed)) return;
  offsetMs = parsed + 500 - receivedAt;
};

/** Epoch ms on the server's clock. */
export const serverNow = (): number => Date.now() + offsetMs;

/** For tests. */
export const resetServerClock = (): void => {
  offsetMs = 0;
};
