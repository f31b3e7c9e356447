// The protocol between the harness page (device-frames/) and the app inside each device frame
// (src/lib/harness-bridge.ts): where a frame lives, the URL parameters it is loaded with, and the
// overflow-check messages. Written once, here; both sides import this file and nothing else of
// each other. Pure: no imports, no side effects, so the app's bundle gains only what it uses.
// The app still validates every message it receives with its own schema (zod) before acting.

// ── Where a frame lives ─────────────────────────────────────────────────────────────────────────

/** Each frame loads the app from its own origin, so storage and login never leak between frames. */
export const frameHost = (id: number): string => `f${id}.localhost`;

const FRAME_HOST = /^f\d{1,6}\.localhost$/;

/** The app acts on the harness parameters only on such a host; elsewhere they are ignored. */
export const isFrameHost = (hostname: string): boolean => FRAME_HOST.test(hostname);

// ── What a frame is loaded with ─────────────────────────────────────────────────────────────────

/** Query parameters of a frame's URL; the app reads them once at load, then strips them. */
export const FRAME_PARAMS = {
  language: 'hf_lang',
  theme: 'hf_theme',
  /** A session token; empty means "visitor": the frame logs out. */
  token: 'hf_token',
  /** The frame's name in the harness, echoed in its overflow reports. */
  frame: 'hf_frame',
  /** `1`: forget the cached API base so this load resolves the config documents again. */
  coldStart: 'hf_cold',
  /** `held`: live data is not polled; screens change only on open or after a write. */
  polls: 'hf_poll',
} as const;

export type FrameParam = (typeof FRAME_PARAMS)[keyof typeof FRAME_PARAMS];

export type FrameTheme = 'red' | 'black';

/** The only value of `FRAME_PARAMS.polls`; any other value (or none) leaves polling on. */
export const POLLS_HELD = 'held';

// ── "Which text overflows its box?" (the matrix view asks every frame) ──────────────────────────

export const OVERFLOW_REQUEST = 'harness:overflow-check';
export const OVERFLOW_REPORT = 'harness:overflow-report';
/** Longest request id a frame answers. */
export const OVERFLOW_ID_MAX_LENGTH = 64;
/** Most items one report carries. */
export const OVERFLOW_MAX_ITEMS = 50;

/** Harness → frame. */
export interface OverflowRequest {
  type: typeof OVERFLOW_REQUEST;
  id: string;
}

/** One text wider than its box: what the harness shows of it. */
export interface OverflowItem {
  tag: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

/** …and where the app measured it, in CSS pixels of the frame. */
export interface MeasuredOverflow extends OverflowItem {
  rect: { x: number; y: number; width: number; height: number };
}

/** Frame → harness, the answer to one request. */
export interface OverflowReportMessage {
  type: typeof OVERFLOW_REPORT;
  id: string;
  /** The frame's name from its URL (`FRAME_PARAMS.frame`), null when it had none. */
  frame: string | null;
  items: MeasuredOverflow[];
}

/** A report as the harness reads it. */
export interface OverflowReport {
  id: string;
  items: OverflowItem[];
}

export const overflowRequest = (id: string): OverflowRequest => ({ type: OVERFLOW_REQUEST, id });

export const overflowReport = (
  id: string,
  frame: string | null,
  items: MeasuredOverflow[],
): OverflowReportMessage => ({ type: OVERFLOW_REPORT, id, frame, items });

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const readItem = (v: unknown): OverflowItem | null =>
  isRecord(v) &&
  typeof v.tag === 'string' &&
  typeof v.text === 'string' &&
  typeof v.scrollWidth === 'number' &&
  typeof v.clientWidth === 'number'
    ? { tag: v.tag, text: v.text, scrollWidth: v.scrollWidth, clientWidth: v.clientWidth }
    : null;

/** A frame's report, or null when the message is anything else (the harness's reader). */
export const readOverflowReport = (data: unknown): OverflowReport | null => {
  if (!isRecord(data) || data.type !== OVERFLOW_REPORT || typeof data.id !== 'string') return null;
  if (!Array.isArray(data.items)) return null;
  const items = data.items.map(readItem);
  return items.every((i): i is OverflowItem => i !== null) ? { id: data.id, items } : null;
};

// ── "This is what I show now" (the app tells its harness, so the controls follow it) ───────────

export const FRAME_STATE = 'harness:frame-state';
/** Longest route a state message carries. */
export const FRAME_STATE_ROUTE_MAX_LENGTH = 200;

const FRAME_LANGUAGES = ['zh-CN', 'en', 'tww', 'tg', 'yn'] as const;
export type FrameLanguage = (typeof FRAME_LANGUAGES)[number];

/** Frame → harness, at start and whenever the app's language, theme or route changes. */
export interface FrameStateMessage {
  type: typeof FRAME_STATE;
  /** The frame's name from its URL (`FRAME_PARAMS.frame`), null when it had none. */
  frame: string | null;
  language: FrameLanguage;
  theme: FrameTheme;
  /** The app's hash route, e.g. `/setting`. */
  route: string;
}

export type FrameState = Omit<FrameStateMessage, 'type'>;

export const frameStateMessage = (state: FrameState): FrameStateMessage => ({
  type: FRAME_STATE,
  ...state,
});

/** A frame's state message, or null when the message is anything else (the harness's reader). */
export const readFrameState = (data: unknown): FrameState | null => {
  if (!isRecord(data) || data.type !== FRAME_STATE) return null;
  const { frame, language, theme, route } = data;
  const isFrame = frame === null || (typeof frame === 'string' && /^[\w-]{1,32}$/.test(frame));
  const lang = FRAME_LANGUAGES.find((l) => l === language);
  const isTheme = theme === 'red' || theme === 'black';
  const isRoute =
    typeof route === 'string' &&
    route.startsWith('/') &&
    route.length <= FRAME_STATE_ROUTE_MAX_LENGTH;
  return isFrame && lang && isTheme && isRoute ? { frame, language: lang, theme, route } : null;
};
