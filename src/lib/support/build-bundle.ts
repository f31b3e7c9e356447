// Builds a support bundle (issue 23) from a snapshot of the reply log and what the app knows about
// itself. Masking happens here, once, so the file holds nothing to unmask; the result is checked
// against the shared schema before anyone may save it.
import type { Language } from '@/api/contracts/constants';
import {
  SUPPORT_BUNDLE_FORMAT,
  SUPPORT_BUNDLE_MAX_REPLY_BYTES,
  supportBundleSchema,
  type BundleReply,
  type SupportBundle,
} from '@/api/contracts/support-bundle';

import { collectKnown, maskBody, maskParams, type KnownValues } from './mask';
import type { LoggedReply, ReplyLogSnapshot } from './reply-log';

export interface BundleContext {
  now: Date;
  app: { version: string; commit: string; mode: string };
  /** The app's current hash route (used when no reply tells an earlier one). */
  route: string;
  language: Language;
  theme: 'red' | 'black';
  isLoggedIn: boolean;
  serverOffsetMs: number;
  viewport: { width: number; height: number };
  userAgent: string;
}

// The pages a user opens to make a bundle: the page they need help with is the one before.
const SUPPORT_ROUTES = /^\/(?:setting|setup|support-bundle)(?:[?#/]|$)/i;

/** The last page that fetched something before the user went to settings, else the current one. */
export const routeOfInterest = (replies: readonly LoggedReply[], current: string): string => {
  for (let i = replies.length - 1; i >= 0; i -= 1) {
    const route = replies[i]!.route;
    if (!SUPPORT_ROUTES.test(route)) return route;
  }
  return current;
};

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

const toBundleReply = (entry: LoggedReply, known: KnownValues): BundleReply => ({
  method: entry.method,
  path: entry.path,
  params: maskParams(entry.params, known),
  status: entry.status,
  receivedAt: entry.receivedAt,
  body: maskBody(entry.body, known),
});

/** The masked replies, newest kept first when their bodies exceed the byte limit. */
const withinLimit = (replies: BundleReply[]): { kept: BundleReply[]; isDropped: boolean } => {
  let bytes = 0;
  let first = replies.length;
  while (first > 0) {
    const size = utf8Bytes(replies[first - 1]!.body);
    if (bytes + size > SUPPORT_BUNDLE_MAX_REPLY_BYTES) break;
    bytes += size;
    first -= 1;
  }
  return { kept: replies.slice(first), isDropped: first > 0 };
};

/** Masks, bounds and validates; throws (zod) if the result would not be a valid bundle. */
export const buildBundle = (log: ReplyLogSnapshot, context: BundleContext): SupportBundle => {
  const known = new Set<string>();
  for (const entry of log.replies) collectKnown(known, entry.body, entry.params);
  const { kept, isDropped } = withinLimit(log.replies.map((entry) => toBundleReply(entry, known)));
  return supportBundleSchema.parse({
    format: SUPPORT_BUNDLE_FORMAT,
    version: 1,
    createdAt: context.now.toISOString(),
    // getTimezoneOffset() is UTC minus local time (Beijing: -480); the bundle says local time
    // minus UTC (Beijing: +480), the way people write "UTC+8".
    timeZoneOffsetMinutes: -context.now.getTimezoneOffset() || 0,
    serverOffsetMs: Math.round(context.serverOffsetMs),
    app: context.app,
    route: routeOfInterest(log.replies, context.route),
    language: context.language,
    theme: context.theme,
    isLoggedIn: context.isLoggedIn,
    viewport: context.viewport,
    userAgent: context.userAgent,
    replies: kept,
    isTruncated: log.isTruncated || isDropped,
  });
};

/** The saved file's text: indented, so a user or support can read it in any editor. */
export const bundleText = (bundle: SupportBundle): string => JSON.stringify(bundle, null, 2);

export const bundleFileName = (createdAt: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${createdAt.getFullYear()}${pad(createdAt.getMonth() + 1)}${pad(createdAt.getDate())}`;
  const time = `${pad(createdAt.getHours())}${pad(createdAt.getMinutes())}${pad(createdAt.getSeconds())}`;
  return `support-bundle-${date}-${time}.json`;
};
