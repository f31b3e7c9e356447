// The harness layout: which frames exist and what each shows. Kept in localStorage between runs;
// anything unreadable in a saved layout falls back to defaults instead of breaking the page.
import { DEFAULT_DEVICE_ID, DEVICES } from '../catalogue/devices';

export const LANGUAGES = ['zh-CN', 'en', 'tww', 'tg', 'yn'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const THEMES = ['red', 'black'] as const;
export type ThemeName = (typeof THEMES)[number];

export interface FrameConfig {
  /** Also names the frame's origin: `f<id>.localhost`. */
  id: number;
  deviceId: string;
  isLandscape: boolean;
  language: LanguageCode;
  theme: ThemeName;
  /** Phone of the logged-in user; null = visitor. */
  user: string | null;
  /** Hash route of the app, e.g. `/home`. */
  route: string;
  /** Load with every poll of the app off (`hf_poll=held`): data changes only after a write. */
  arePollsHeld: boolean;
  /** This frame's zoom (issue 23); the header's zoom sets every frame's at once. */
  zoom: Zoom;
}

export type Zoom = number | 'fit';
export type View = 'frames' | 'matrix';

export interface MatrixConfig {
  deviceId: string;
  route: string;
  user: string | null;
}

export interface Layout {
  version: 1;
  frames: FrameConfig[];
  nextId: number;
  /** The header's last "zoom all" choice; new frames start with it. */
  zoom: Zoom;
  view: View;
  matrix: MatrixConfig;
}

export const LAYOUT_KEY = 'harness-layout';
export const ZOOMS = [0.25, 0.33, 0.5, 0.67, 0.75, 1] as const;
/** Matrix cells use ids from here on, apart from the grid's frames. */
export const MATRIX_ID_BASE = 900;
export const MAX_FRAMES = 12;

const newFrame = (id: number, base?: Partial<FrameConfig>): FrameConfig => ({
  deviceId: DEFAULT_DEVICE_ID,
  isLandscape: false,
  language: 'zh-CN',
  theme: 'red',
  user: null,
  route: '/home',
  arePollsHeld: false,
  zoom: 'fit',
  ...base,
  id,
});

export const defaultLayout = (): Layout => ({
  version: 1,
  frames: [newFrame(1)],
  nextId: 2,
  zoom: 'fit',
  view: 'frames',
  matrix: { deviceId: DEFAULT_DEVICE_ID, route: '/home', user: null },
});

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.find((x) => x === v) ?? fallback;
const deviceId = (v: unknown): string =>
  DEVICES.some((d) => d.id === v) ? (v as string) : DEFAULT_DEVICE_ID;
const phone = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{5,20}$/.test(v) ? v : null;
export const normalizeRoute = (v: unknown): string => {
  if (typeof v !== 'string') return '/home';
  const trimmed = v.trim().replace(/^#/, '');
  return /^\/[\w\-/?=&.%]*$/.test(trimmed) ? trimmed : '/home';
};

const readZoom = (v: unknown, fallback: Zoom): Zoom =>
  v === 'fit' ? 'fit' : (ZOOMS.find((z) => z === v) ?? fallback);

const readFrame = (v: unknown, layoutZoom: Zoom): FrameConfig | null => {
  if (!isRec(v) || typeof v.id !== 'number' || !Number.isInteger(v.id) || v.id < 1) return null;
  return {
    id: v.id,
    deviceId: deviceId(v.deviceId),
    isLandscape: v.isLandscape === true,
    language: oneOf(LANGUAGES, v.language, 'zh-CN'),
    theme: oneOf(THEMES, v.theme, 'red'),
    user: phone(v.user),
    route: normalizeRoute(v.route),
    // Layouts saved before this setting have no such field: polls run.
    arePollsHeld: v.arePollsHeld === true,
    // Layouts saved before per-frame zoom had one zoom for all: each frame keeps it.
    zoom: readZoom(v.zoom, layoutZoom),
  };
};

/** A saved layout, repaired: unknown values become defaults, duplicate frames are dropped. */
export const parseLayout = (raw: unknown): Layout => {
  const fallback = defaultLayout();
  if (!isRec(raw) || raw.version !== 1) return fallback;
  const zoom = readZoom(raw.zoom, fallback.zoom);
  const frames: FrameConfig[] = [];
  for (const item of Array.isArray(raw.frames) ? raw.frames : []) {
    const frame = readFrame(item, zoom);
    if (frame && frame.id < MATRIX_ID_BASE && !frames.some((f) => f.id === frame.id))
      frames.push(frame);
  }
  const maxId = frames.reduce((m, f) => Math.max(m, f.id), 0);
  const nextId =
    typeof raw.nextId === 'number' && raw.nextId > maxId && raw.nextId < MATRIX_ID_BASE
      ? Math.floor(raw.nextId)
      : maxId + 1;
  const matrix = isRec(raw.matrix) ? raw.matrix : {};
  return {
    version: 1,
    frames: frames.slice(0, MAX_FRAMES),
    nextId,
    zoom,
    view: raw.view === 'matrix' ? 'matrix' : 'frames',
    matrix: {
      deviceId: deviceId(matrix.deviceId),
      route: normalizeRoute(matrix.route),
      user: phone(matrix.user),
    },
  };
};

export const loadLayout = (storage: Pick<Storage, 'getItem'>): Layout => {
  try {
    const text = storage.getItem(LAYOUT_KEY);
    return text ? parseLayout(JSON.parse(text)) : defaultLayout();
  } catch {
    return defaultLayout();
  }
};

export const saveLayout = (storage: Pick<Storage, 'setItem'>, layout: Layout): void => {
  try {
    storage.setItem(LAYOUT_KEY, JSON.stringify(layout));
  } catch {
    /* storage full or disabled: the layout lasts for this run only */
  }
};

/** A new frame copies the last one's device, so "add" builds a row of the same phone. */
export const addFrame = (layout: Layout, base?: Partial<FrameConfig>): Layout => {
  if (layout.frames.length >= MAX_FRAMES) return layout;
  const last = layout.frames.at(-1);
  const frame = newFrame(layout.nextId, { deviceId: last?.deviceId, zoom: layout.zoom, ...base });
  return { ...layout, frames: [...layout.frames, frame], nextId: layout.nextId + 1 };
};

export const removeFrame = (layout: Layout, id: number): Layout => ({
  ...layout,
  frames: layout.frames.filter((f) => f.id !== id),
});

export const updateFrame = (layout: Layout, id: number, change: Partial<FrameConfig>): Layout => ({
  ...layout,
  frames: layout.frames.map((f) => (f.id === id ? { ...f, ...change, id } : f)),
});

/** The header's zoom: every frame at once, and the one new frames start with. */
export const zoomAll = (layout: Layout, zoom: Zoom): Layout => ({
  ...layout,
  zoom,
  frames: layout.frames.map((f) => ({ ...f, zoom })),
});

/** What a frame's app says it shows now: the config follows it (the frame is not reloaded). */
export const followFrame = (
  layout: Layout,
  id: number,
  shown: { language: string; theme: string; route: string },
): Layout => {
  const frame = layout.frames.find((f) => f.id === id);
  if (!frame) return layout;
  const change = {
    language: oneOf(LANGUAGES, shown.language, frame.language),
    theme: oneOf(THEMES, shown.theme, frame.theme),
    route: normalizeRoute(shown.route),
  };
  const isSame =
    change.language === frame.language &&
    change.theme === frame.theme &&
    change.route === frame.route;
  // The same object when nothing changed: no re-render, no save.
  return isSame ? layout : updateFrame(layout, id, change);
};
