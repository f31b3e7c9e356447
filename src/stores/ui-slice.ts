// Transient UI state: the top alert and the visitor login sheet.
import type { StateCreator } from 'zustand';

import type { AppState } from './app-store';

export type AlertType = 'warning' | 'success' | 'error' | 'info';

export interface AlertState {
  visible: boolean;
  text: string;
  type: AlertType;
  /** Changes on every show, so a repeated text restarts the auto-hide timer. */
  id: number;
}

export interface UiSlice {
  alert: AlertState;
  /** product-spec §3 dialog visibility flag: the visitor login sheet. */
  dialogVisible: boolean;
  showAlert: (text: string, type?: AlertType) => void;
  hideAlert: () => void;
  openVisitorSheet: () => void;
  closeVisitorSheet: () => void;
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  alert: { visible: false, text: '', type: 'warning', id: 0 },
  dialogVisible: false,
  showAlert: (text, type = 'warning') =>
    set((s) => ({ alert: { visible: true, text, type, id: s.alert.id + 1 } })),
  hideAlert: () => set((s) => ({ alert: { ...s.alert, visible: false } })),
  openVisitorSheet: () => set({ dialogVisible: true }),
  closeVisitorSheet: () => set({ dialogVisible: false }),
});
