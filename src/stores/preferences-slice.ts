// Display preferences: theme and rise/fall colours (the product display toggles are server data:
// lib/queries/product-setting.ts).
import type { StateCreator } from 'zustand';

import type { AppState } from './app-store';

export type Theme = 'red' | 'black';
/** China convention is red for a rise; some traders prefer the western green-up scheme. */
export type RiseColour = 'red-up' | 'green-up';

export interface PreferencesSlice {
  theme: Theme;
  riseColour: RiseColour;
  /** product-spec §3 `className`: the root class that names the theme. */
  className: string;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setRiseColour: (riseColour: RiseColour) => void;
}

export const themeClassName = (theme: Theme): string => `${theme}-theme`;

export const createPreferencesSlice: StateCreator<AppState, [], [], PreferencesSlice> = (set) => ({
  theme: 'red',
  riseColour: 'red-up',
  className: themeClassName('red'),
  setTheme: (theme) => set({ theme, className: themeClassName(theme) }),
  toggleTheme: () =>
    set((s) => {
      const theme: Theme = s.theme === 'red' ? 'black' : 'red';
      return { theme, className: themeClassName(theme) };
    }),
  setRiseColour: (riseColour) => set({ riseColour }),
});
