// Session data (product-spec §3). The token lives in localStorage under the reference's key so the
// request helper and a reload see it; everything else is memory only (nothing sensitive persisted).
import type { UserInfo } from '@/api/contracts/models/user';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import type { StateCreator } from 'zustand';

import type { AppState } from './app-store';

export interface BankInfo {
  bankNo: string;
  bankName?: string | null;
  bankAddress?: string | null;
  realName?: string | null;
}

export interface SessionSlice {
  /** Stored session token, '' when logged out (product-spec §3 "a default token string"). */
  token: string;
  userInfo: UserInfo | null;
  /** Login form echo the reference kept ({phone}); never a password. */
  user: { phone: string } | null;
  bankInfo: BankInfo | null;
  /** Current path, for the tab bar highlight. */
  select: string;
  /** Hide balances on screen (privacy toggle). */
  hide: boolean;
  setToken: (token: string) => void;
  clearSession: () => void;
  setUserInfo: (info: UserInfo | null) => void;
  setBankInfo: (info: BankInfo | null) => void;
  setSelect: (path: string) => void;
  setHide: (hide: boolean) => void;
}

export const createSessionSlice: StateCreator<AppState, [], [], SessionSlice> = (set) => ({
  token: readStorage(STORAGE_KEYS.token) ?? '',
  userInfo: null,
  user: null,
  bankInfo: null,
  select: '/home',
  hide: false,
  setToken: (token) => {
    if (token) writeStorage(STORAGE_KEYS.token, token);
    else removeStorage(STORAGE_KEYS.token);
    set({ token });
  },
  clearSession: () => {
    removeStorage(STORAGE_KEYS.token);
    set({ token: '', userInfo: null, user: null, bankInfo: null });
  },
  setUserInfo: (userInfo) => set({ userInfo }),
  setBankInfo: (bankInfo) => set({ bankInfo }),
  setSelect: (select) => set({ select }),
  setHide: (hide) => set({ hide }),
});
