// The record of a write whose fate is not known yet. Before a money or order request leaves, what
// it asks for goes to sessionStorage under its scope (one record per scope: a form has one submit
// in flight at most); it is cleared when the server answers either way. A record still there after
// a lost reply or a reload is what the records on the server are compared with — nothing here
// sends anything. Secrets (a funds password) never go into a record.

/** What is kept of one request: its parameters and when it left, on the server's clock. */
export interface IntentRecord<P> {
  v: 1;
  scope: string;
  params: P;
  /** Epoch ms on the server's clock (`serverNow()`) when the request left. */
  at: number;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * How long a record stays worth checking. A reload mid-submit comes back within seconds; a tab
 * restored hours later would compare against records that have long scrolled off the first page.
 */
export const RECORD_MAX_AGE_MS = 60 * 60_000;

/** The sessionStorage key of a scope (`money.withdraw` → `intent:money.withdraw`). */
export const intentStorageKey = (scope: string): string => `intent:${scope}`;

/** The tab's sessionStorage, or null where it is blocked (private modes, sandboxed frames). */
export const sessionStore = (): KeyValueStore | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export const saveIntent = <P>(store: KeyValueStore, record: IntentRecord<P>): void => {
  try {
    store.setItem(intentStorageKey(record.scope), JSON.stringify(record));
  } catch {
    /* storage full or blocked: the in-page check still runs */
  }
};

export const clearIntent = (store: KeyValueStore, scope: string): void => {
  try {
    store.removeItem(intentStorageKey(scope));
  } catch {
    /* nothing to clear */
  }
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ReadOptions<P> {
  /** Checks the stored parameters; null refuses a record that is not of this form's shape. */
  parse?: (params: unknown) => P | null;
  /** Now on the server's clock. */
  now: number;
  maxAgeMs?: number;
}

/**
 * The scope's record, or null when there is none, it is not one of ours, or it is too old to be
 * worth checking (a stale or foreign record is removed so it cannot block the form).
 */
export const readIntent = <P>(
  store: KeyValueStore,
  scope: string,
  { parse, now, maxAgeMs = RECORD_MAX_AGE_MS }: ReadOptions<P>,
): IntentRecord<P> | null => {
  let raw: string | null;
  try {
    raw = store.getItem(intentStorageKey(scope));
  } catch {
    return null;
  }
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    v = null;
  }
  const params =
    isObject(v) && v.v === 1 && v.scope === scope && typeof v.at === 'number'
      ? parse
        ? parse(v.params)
        : (v.params as P)
      : null;
  if (!isObject(v) || params === null || params === undefined || now - Number(v.at) > maxAgeMs) {
    clearIntent(store, scope);
    return null;
  }
  return { v: 1, scope, params, at: Number(v.at) };
};
