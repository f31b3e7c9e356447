// The harness side of the overflow question the app's bridge answers (src/lib/harness-bridge.ts
// holds the other side; the two cannot share a module, so the names are repeated here).
export const OVERFLOW_REQUEST = 'harness:overflow-check';
export const OVERFLOW_REPORT = 'harness:overflow-report';

export interface OverflowItem {
  tag: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

export interface OverflowReport {
  id: string;
  items: OverflowItem[];
}

const isRec = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const readItem = (v: unknown): OverflowItem | null =>
  isRec(v) &&
  typeof v.tag === 'string' &&
  typeof v.text === 'string' &&
  typeof v.scrollWidth === 'number' &&
  typeof v.clientWidth === 'number'
    ? { tag: v.tag, text: v.text, scrollWidth: v.scrollWidth, clientWidth: v.clientWidth }
    : null;

/** A reply from a frame, or null when the message is anything else. */
export const readReport = (data: unknown): OverflowReport | null => {
  if (!isRec(data) || data.type !== OVERFLOW_REPORT || typeof data.id !== 'string') return null;
  if (!Array.isArray(data.items)) return null;
  const items = data.items.map(readItem);
  return items.every((i): i is OverflowItem => i !== null) ? { id: data.id, items } : null;
};

export const overflowRequest = (id: string) => ({ type: OVERFLOW_REQUEST, id });
