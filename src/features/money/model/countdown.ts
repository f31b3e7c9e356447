// The payment QR's life (screens §9.1 /rechargeSure): 5 minutes from when it was shown, counted
// down as mm:ss, then expired until the trader asks for a fresh one.
export const QR_LIFETIME_MS = 5 * 60_000;

/** Milliseconds left at `now` of a QR shown at `shownAt`; never below 0. */
export const remainingMs = (shownAt: number, now: number, lifetime = QR_LIFETIME_MS): number =>
  Math.max(0, Math.min(lifetime, shownAt + lifetime - now));

export const isExpired = (shownAt: number, now: number, lifetime = QR_LIFETIME_MS): boolean =>
  remainingMs(shownAt, now, lifetime) === 0;

/** 299_500 → "05:00" (a started second counts as left, so 0 shows only once expired). */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
};
