// localStorage access that never throws (private mode, disabled storage, quota). What the app keeps
// there: the session token (the one secret; the backend wants it as a header, so script must read
// it), language, theme, the API base, display preferences, recent searches and /home's first banner (public) — never a password,
// funds password or any other personal data (issue 17). No cookie is written.
export const readStorage = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (key: string, value: string): void => {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives in memory only */
  }
};

export const removeStorage = (key: string): void => {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
};

/** Expires a cookie an earlier build set from script (none is written now). */
export const expireCookie = (name: string): void => {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
};
