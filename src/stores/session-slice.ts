// Session data (product-spec §3). The token lives in localStorage under the reference's key so the
// request helper and a reload see it — only this origin's scripts read it, and it travels only in
// the USERTOKEN header. It is not copied into a cookie: the backend never reads one (api-contract
// §3), and a script-set cookie could be neither HttpOnly nor kept off other requests (issue 17).
// The hide toggle is memory only. The user, the card and other server data live in TanStack Query
// (lib/queries), never a second copy here.
import { LEGACY_TOKEN_COOKIE, STORAGE_KEYS } from '@/config/storage-keys';
import { expireCookie, readStorage, removeStorage, writeStorage } from '@/lib/storage';
import type { StateCreator } from 'zustand';

import type { AppState } from './app-store';

export interface SessionSlice {
  /** Stored session token, '' when logged out (product-spec §3 "a default token string"). */
  token: string;
  /** Hide balances on screen (privacy toggle). */
  hide: boolean;
  setToken: (token: string) => void;
  clearSession: () => void;
  setHide: (hide: boolean) => void;
}

export const createSessionSlice: StateCreator<AppState, [], [], SessionSlice> = (set) => {
  expireCookie(LEGACY_TOKEN_COOKIE);
  return {
    token: readStorage(STORAGE_KEYS.token) ?? '',
    hide: false,
    setToken: (token) => {
      if (token) writeStorage(STORAGE_KEYS.token, token);
      else removeStorage(STORAGE_KEYS.token);
      set({ token });
    },
    clearSession: () => {
      removeStorage(STORAGE_KEYS.token);
      set({ token: '' });
    },
    setHide: (hide) => set({ hide }),
  };
};
