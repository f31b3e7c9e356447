// The mock server's notion of "now". Everything time-dependent (session expiry, captcha expiry,
// registration and log times, later the market engine) reads it from here, so tests inject a
// fake `now` and a later control API can move it.
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const createClock = (now: () => number = Date.now): Clock => ({ now });
