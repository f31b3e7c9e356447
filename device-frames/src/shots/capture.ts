// Screenshots through the host: the rectangle of an element in the harness window becomes a PNG
// (Electron captures the window; the browser adapter asks to capture this tab, best effort).
import { useCallback } from 'react';

import { useHarness } from '../harness-context';
import { defineTexts, useTexts } from '../i18n/harness-language';

const SHOT_TEXTS = defineTexts({
  en: {
    nothing: (label: string) => `nothing to capture for ${label}`,
    offScreen: (label: string) => `${label} is off screen`,
    cannot: (host: string, label: string) => `the ${host} host could not capture ${label}`,
    saved: (label: string) => `saved ${label} screenshot`,
    notSaved: (why: string) => `screenshot not saved (${why})`,
  },
  'zh-CN': {
    nothing: (label: string) => `${label} 没有可截取的内容`,
    offScreen: (label: string) => `${label} 不在屏幕内`,
    cannot: (host: string, label: string) => `${host} 宿主无法截取 ${label}`,
    saved: (label: string) => `已保存 ${label} 截图`,
    notSaved: (why: string) => `截图未保存（${why}）`,
  },
});

const stamp = (): string => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

export const shotName = (label: string): string => `harness-${label}-${stamp()}.png`;

export const useShot = () => {
  const { api, notify } = useHarness();
  const t = useTexts(SHOT_TEXTS);
  return useCallback(
    async (selector: string, label: string) => {
      const el = document.querySelector(selector);
      if (!el) return notify(t.nothing(label), true);
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
      if (rect.width <= 0 || rect.height <= 0) return notify(t.offScreen(label), true);
      const png = await api.captureRect(rect);
      if (!png) return notify(t.cannot(api.host, label), true);
      const result = await api.saveFile(shotName(label), png);
      notify(result.saved ? t.saved(label) : t.notSaved(result.reason));
    },
    [api, notify, t],
  );
};
