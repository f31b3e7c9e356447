// The user-token cookie (product-spec §3, §9). Expiry rule: a nonzero day count makes the cookie
// last until the end of a day — today for 1, tomorrow for 2, and so on (local time, as the
// reference computes it); 0 makes a session cookie that goes with the browser session.

export const endOfDayAfter = (days: number, now: Date): Date => {
  const end = new Date(now);
  end.setDate(end.getDate() + Math.max(0, Math.trunc(days) - 1));
  end.setHours(23, 59, 59, 999);
  return end;
};

export const buildCookie = (
  name: string,
  value: string,
  days: number,
  now = new Date(),
): string => {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (days !== 0) parts.push(`expires=${endOfDayAfter(days, now).toUTCString()}`);
  return parts.join('; ');
};

export const setCookie = (name: string, value: string, days: number, now = new Date()): void => {
  document.cookie = buildCookie(name, value, days, now);
};

export const getCookie = (name: string): string | null => {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
};

export const removeCookie = (name: string): void => {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};
