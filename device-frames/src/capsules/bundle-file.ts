// Reads a support bundle file (issue 23) in the harness before anything is sent: a file that is
// not one gets a clear reason at once, and a bundle's summary shows what support is about to
// replay. The harness may not import the contract's zod schema (lint: react only), so this checks
// the fields it shows and uses; the mock validates the whole bundle when the replay starts.
import { LANGUAGES, THEMES, type LanguageCode, type ThemeName } from '../frames/layout';

export const BUNDLE_FORMAT = 'trader-support-bundle';
export const BUNDLE_VERSION = 1;

/** What the harness shows and uses of a bundle; `raw` goes to the mock unchanged. */
export interface BundleFile {
  raw: unknown;
  createdAt: string;
  /** Local time minus UTC, minutes (UTC+8 is 480). */
  timeZoneOffsetMinutes: number;
  serverOffsetMs: number;
  app: { version: string; commit: string; mode: string };
  route: string;
  language: LanguageCode;
  theme: ThemeName;
  isLoggedIn: boolean;
  replies: number;
  isTruncated: boolean;
}

export type BundleProblem =
  | { kind: 'not-json' }
  | { kind: 'not-bundle' }
  | { kind: 'version'; version: string }
  | { kind: 'field'; field: string };

export type BundleRead = { ok: true; bundle: BundleFile } | { ok: false; problem: BundleProblem };

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isApp = (v: unknown): v is BundleFile['app'] =>
  isRec(v) && isText(v.version) && isText(v.commit) && isText(v.mode);
const isReply = (v: unknown): boolean =>
  isRec(v) && isText(v.method) && isText(v.path) && isNumber(v.status) && isText(v.body);

/** The first field a bundle of this version must have and this one lacks (or has wrong). */
const missingField = (doc: Rec): string | undefined => {
  const checks: [string, boolean][] = [
    ['createdAt', isText(doc.createdAt) && !Number.isNaN(Date.parse(doc.createdAt))],
    ['timeZoneOffsetMinutes', isNumber(doc.timeZoneOffsetMinutes)],
    ['serverOffsetMs', isNumber(doc.serverOffsetMs)],
    ['app', isApp(doc.app)],
    ['route', isText(doc.route)],
    ['language', LANGUAGES.some((l) => l === doc.language)],
    ['theme', THEMES.some((t) => t === doc.theme)],
    ['isLoggedIn', isBool(doc.isLoggedIn)],
    ['replies', Array.isArray(doc.replies) && doc.replies.every(isReply)],
    ['isTruncated', isBool(doc.isTruncated)],
  ];
  return checks.find(([, ok]) => !ok)?.[0];
};

export const readBundle = (text: string): BundleRead => {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'not-json' } };
  }
  if (!isRec(doc) || doc.format !== BUNDLE_FORMAT)
    return { ok: false, problem: { kind: 'not-bundle' } };
  if (doc.version !== BUNDLE_VERSION) {
    return { ok: false, problem: { kind: 'version', version: String(doc.version) } };
  }
  const field = missingField(doc);
  if (field !== undefined) return { ok: false, problem: { kind: 'field', field } };
  const bundle = doc as Rec & Omit<BundleFile, 'raw' | 'replies'> & { replies: unknown[] };
  return {
    ok: true,
    bundle: {
      raw: doc,
      createdAt: bundle.createdAt,
      timeZoneOffsetMinutes: bundle.timeZoneOffsetMinutes,
      serverOffsetMs: bundle.serverOffsetMs,
      app: bundle.app,
      route: bundle.route,
      language: bundle.language,
      theme: bundle.theme,
      isLoggedIn: bundle.isLoggedIn,
      replies: bundle.replies.length,
      isTruncated: bundle.isTruncated,
    },
  };
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** `UTC+08:00`, `UTC-05:30`. */
export const utcOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/** When the bundle was made, on the user's device clock: `2026-11-18 10:00:00 (UTC+08:00)`. */
export const deviceTime = ({
  createdAt,
  timeZoneOffsetMinutes,
}: Pick<BundleFile, 'createdAt' | 'timeZoneOffsetMinutes'>): string => {
  const local = new Date(Date.parse(createdAt) + timeZoneOffsetMinutes * 60_000);
  const text = local.toISOString().slice(0, 19).replace('T', ' ');
  return `${text} (${utcOffset(timeZoneOffsetMinutes)})`;
};

/** The server's time when the bundle was made (device time corrected by the measured offset). */
export const serverTimeOf = ({ createdAt, serverOffsetMs }: BundleFile): number =>
  Date.parse(createdAt) + Math.round(serverOffsetMs);
