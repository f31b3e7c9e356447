// Where the session token lives (issue 17): in localStorage under USERTOKEN only — no cookie that
// script wrote (it could be neither HttpOnly nor kept off the static host's requests), and a
// leftover one from an earlier build is expired when the app starts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
};

beforeEach(() => {
  clearCookies();
  vi.resetModules();
});

describe('session token storage', () => {
  it('keeps the token in localStorage only, and forgets it on logout', async () => {
    const { useAppStore } = await import('./app-store');
    useAppStore.getState().setToken('USERsecret');
    expect(localStorage.getItem('USERTOKEN')).toBe('USERsecret');
    expect(document.cookie).not.toContain('USERsecret');
    expect(document.cookie).toBe('');
    useAppStore.getState().clearSession();
    expect(localStorage.getItem('USERTOKEN')).toBeNull();
    expect(useAppStore.getState().token).toBe('');
  });

  it('expires the token cookie an earlier build left behind', async () => {
    document.cookie = 'USER_TOKEN=USERold; path=/';
    localStorage.setItem('USERTOKEN', 'USERold');
    const { useAppStore } = await import('./app-store');
    expect(document.cookie).not.toContain('USERold');
    // The session itself goes on.
    expect(useAppStore.getState().token).toBe('USERold');
  });
});
