// Display preferences: theme, rise/fall colours, the four product display toggles.
import type { StateCreator } from 'zustand';

import type { AppState } from './app-store';

export type Theme = 'red' | 'black';
/** China convention is red for a rise; some traders prefer the western green-up scheme. */
export type RiseColour = 'red-up' | 'green-up';

/** product-spec §3 `settingForm`: which account kinds the site offers (from getProductSetting). */
export interface SettingForm {
  futuresDisplay: boolean;
  indexDisplay: boolean;
  kcStockDisplay: boolean;
  stockDisplay: boolean;
}

export interface PreferencesSlice {
  theme: Theme;
  riseColour: RiseColour;
  /** product-spec §3 `className`: the root class that names the theme. */
  className: string;
  settingForm: SettingForm;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setRiseColour: (riseColour: RiseColour) => void;
  setSettingForm: (form: Partial<SettingForm>) => void;
}

export const themeClassName = (theme: Theme): string => `${theme}-theme`;

export const createPreferencesSlice: StateCreator<AppState, [], [], PreferencesSlice> = (set) => ({
  theme: 'red',
  riseColour: 'red-up',
  className: themeClassName('red'),
  settingForm: {
    futuresDisplay: false,
    indexDisplay: false,
    kcStockDisplay: false,
    stockDisplay: false,
  },
  setTheme: (theme) => set({ theme, className: themeClassName(theme) }),
  toggleTheme: () =>
    set((s) => {
      const theme: Theme = s.theme === 'red' ? 'black' : 'red';
      return { theme, className: themeClassName(theme) };
    }),
  setRiseColour: (riseColour) => set({ riseColour }),
  setSettingForm: (form) => set((s) => ({ settingForm: { ...s.settingForm, ...form } })),
});
