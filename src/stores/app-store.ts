// The one client-state store: slices combined, persisted at the root with partialize + version.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { STORAGE_KEYS } from '@/config/storage-keys';
import { harnessFrameTheme } from '@/lib/harness-frame';
import { writeStorage } from '@/lib/storage';

import { createPreferencesSlice, themeClassName, type PreferencesSlice } from './preferences-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

export type AppState = PreferencesSlice & SessionSlice & UiSlice;

type Persisted = Pick<AppState, 'theme' | 'riseColour'>;

export const useAppStore = create<AppState>()(
  persist(
    (...a) => ({
      ...createPreferencesSlice(...a),
      ...createSessionSlice(...a),
      ...createUiSlice(...a),
    }),
    {
      name: STORAGE_KEYS.preferences,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({ theme: s.theme, riseColour: s.riseColour }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Persisted>;
        // product-spec §1 and §4: the theme choice is saved, but the app always starts in red.
        // This is the one place that rule lives; only a harness frame's own theme (set by the
        // harness for this load, see lib/harness-bridge) starts otherwise.
        const theme = harnessFrameTheme() ?? 'red';
        return {
          ...current,
          riseColour: saved.riseColour === 'green-up' ? 'green-up' : 'red-up',
          theme,
          className: themeClassName(theme),
        };
      },
    },
  ),
);

// product-spec §9: the theme name also has its own storage entry.
useAppStore.subscribe((s, prev) => {
  if (s.theme !== prev.theme) writeStorage(STORAGE_KEYS.theme, s.theme);
});

export const getAppState = (): AppState => useAppStore.getState();
