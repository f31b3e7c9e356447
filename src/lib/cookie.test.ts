import { afterEach, describe, expect, it } from 'vitest';

import { buildCookie, endOfDayAfter, getCookie, removeCookie, setCookie } from './cookie';

describe('user-token cookie', () => {
  afterEach(() => removeCookie('USER_TOKEN'));

  it('is a session cookie when the day count is 0', () => {
    expect(buildCookie('USER_TOKEN', 'abc', 0)).not.toMatch(/expires=/);
  });

  it('expires at the end of the day for a nonzero day count', () => {
    const now = new Date(2026, 10, 22, 15, 30, 0);
    const end = endOfDayAfter(1, now);
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2026, 10, 22]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
    const later = endOfDayAfter(3, now);
    expect(later.getDate()).toBe(24);
    expect(buildCookie('USER_TOKEN', 'abc', 1, now)).toContain(`expires=${end.toUTCString()}`);
  });

  it('round-trips values and can be removed', () => {
    setCookie('USER_TOKEN', 'USER a;b', 0);
    expect(getCookie('USER_TOKEN')).toBe('USER a;b');
    removeCookie('USER_TOKEN');
    expect(getCookie('USER_TOKEN')).toBeNull();
  });
});
