// A support bundle (issue 23): what the app saw, written by the app (Settings → support bundle)
// and read by the mock's replay mode and the harness. One schema for all three, so a bundle the
// app writes is one the mock accepts. Secrets and personal data are masked before a bundle is
// built (src/lib/support/), never after: a bundle file holds nothing to unmask.
import { z } from 'zod/mini';

import { LANGUAGES } from './constants';
import { SUPPORT_BUNDLE_MAX_REPLIES } from './support-bundle-limits';

export const SUPPORT_BUNDLE_FORMAT = 'trader-support-bundle';
// The limits live apart so the app's request helper (in every page's first load) can read them
// without pulling these schemas in.
export {
  SUPPORT_BUNDLE_MAX_REPLIES,
  SUPPORT_BUNDLE_MAX_REPLY_BYTES,
} from './support-bundle-limits';

/** One API reply as the app received it (masked). */
export const bundleReply = z.strictObject({
  method: z.enum(['GET', 'POST']),
  /** The contract path, e.g. `/user/getUserInfo.do` (no origin, no query). */
  path: z.string().check(z.regex(/^\/[\w\-/.]*$/)),
  /** Request parameters as sent (query or form), masked. */
  params: z.record(z.string(), z.string()),
  /** HTTP status; 0 when no reply arrived (network error, timeout). */
  status: z.number().check(z.int(), z.gte(0), z.lte(599)),
  /** When the reply arrived, ms since the epoch (device time). */
  receivedAt: z.number().check(z.int(), z.nonnegative()),
  /** The reply body as text (JSON as the server sent it), masked; '' when none. */
  body: z.string(),
});
export type BundleReply = z.infer<typeof bundleReply>;

export const supportBundleSchema = z.strictObject({
  format: z.literal(SUPPORT_BUNDLE_FORMAT),
  version: z.literal(1),
  /** When the bundle was made: ISO time of the device, and its offset from UTC in minutes. */
  createdAt: z.string().check(z.minLength(1)),
  timeZoneOffsetMinutes: z.number().check(z.int()),
  /** Server time minus device time, ms, as the app measured it (0 when unknown). */
  serverOffsetMs: z.number(),
  app: z.strictObject({ version: z.string(), commit: z.string(), mode: z.string() }),
  /** Hash route the user was on, e.g. `/warehouse?tab=1`. */
  route: z.string(),
  language: z.enum(LANGUAGES),
  theme: z.enum(['red', 'black']),
  /** Whether a session was active (the token itself is never in a bundle). */
  isLoggedIn: z.boolean(),
  viewport: z.strictObject({ width: z.number(), height: z.number() }),
  userAgent: z.string(),
  /** Oldest first. */
  replies: z.array(bundleReply).check(z.maxLength(SUPPORT_BUNDLE_MAX_REPLIES)),
  /** True when older replies were dropped to stay within the limits. */
  isTruncated: z.boolean(),
});
export type SupportBundle = z.infer<typeof supportBundleSchema>;
