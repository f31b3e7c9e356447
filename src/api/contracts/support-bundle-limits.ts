// How much a support bundle carries (issue 23); the schema is in ./support-bundle.ts.
/** Most bytes of reply bodies one bundle carries; older replies are dropped first. */
export const SUPPORT_BUNDLE_MAX_REPLY_BYTES = 1024 * 1024;
/** Most replies one bundle carries. */
export const SUPPORT_BUNDLE_MAX_REPLIES = 200;
