// Screenshots through the host: the rectangle of an element in the harness window becomes a PNG
// (Electron captures the window; the browser adapter asks to capture this tab, best effort).
import { useCallback } from 'react';

import { useHarness } from '../harness-context';

const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

export const shotName = (label: string): string => `harness-${label}-${stamp()}.png`;

export const useShot = () => {
  const { api, notify } = useHarness();
  return useCallback(
    async (selector: string, label: string) => {
      const el = document.querySelector(selector);
      if (!el) return notify(`nothing to capture for ${label}`, true);
      const box = el.getBoundingClientRect();
      // Only the part inside the window can be captured.
      const x = Math.max(0, box.x);
      const y = Math.max(0, box.y);
      const rect = {
        x,
        y,
        width: Math.min(window.innerWidth, box.right) - x,
        height: Math.min(window.innerHeight, box.bottom) - y,
      };
      if (rect.width <= 0 || rect.height <= 0) return notify(`${label} is off screen`, true);
      const png = await api.captureRect(rect);
      if (!png) return notify(`the ${api.host} host could not capture ${label}`, true);
      const result = await api.saveFile(shotName(label), png);
      notify(
        result.saved ? `saved ${label} screenshot` : `screenshot not saved (${result.reason})`,
      );
    },
    [api, notify],
  );
};
