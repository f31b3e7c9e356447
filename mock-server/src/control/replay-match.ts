// Which recorded reply of a support bundle answers a replayed call (issue 23). A bundle keeps the
// replies oldest first; the same endpoint is often there several times (polls, pages, one stock
// after another), so the one whose parameters equal the call's wins, and else the latest one of
// that method and path: what the user last saw of it.
import type { BundleReply } from '../../../src/api/contracts/support-bundle';

import type { ParamValue } from './journal';

export interface ReplayCall {
  method: string;
  path: string;
  /** Query then form parameters as the mock read them. */
  params: Record<string, ParamValue>;
}

/**
 * A value the app masked before it wrote the bundle (`[masked]`, `***********`, `****************25`;
 * src/lib/support/mask.ts) or the mock's own mask (`•••6125`): it no longer says what was sent, so
 * it is left out of the comparison.
 */
export const isMaskedValue = (value: string): boolean => value === '[masked]' || /[•*]/.test(value);

/**
 * A 2xx reply without a body has nothing to show: the app keeps no body over its size limit
 * (src/lib/support/reply-log.ts). The fixtures answer such a call instead.
 */
const isBodiless = (reply: BundleReply): boolean =>
  reply.status >= 200 && reply.status < 300 && reply.body === '';

const asText = (value: ParamValue | undefined): string | undefined =>
  Array.isArray(value) ? value.join(',') : value;

/** The recorded parameters equal the call's, apart from the keys the bundle masked. */
export const paramsAgree = (
  recorded: Readonly<Record<string, string>>,
  sent: Readonly<Record<string, ParamValue>>,
): boolean => {
  const keys = new Set([...Object.keys(recorded), ...Object.keys(sent)]);
  for (const key of keys) {
    const before = recorded[key];
    if (before !== undefined && isMaskedValue(before)) continue;
    if (before !== asText(sent[key])) return false;
  }
  return true;
};

/** The reply that answers `call`, or undefined when the bundle has none for its method and path. */
export const findReply = (
  replies: readonly BundleReply[],
  call: ReplayCall,
): BundleReply | undefined => {
  let latest: BundleReply | undefined;
  for (let i = replies.length - 1; i >= 0; i -= 1) {
    const reply = replies[i];
    if (!reply || reply.method !== call.method || reply.path !== call.path) continue;
    if (isBodiless(reply)) continue;
    if (paramsAgree(reply.params, call.params)) return reply;
    latest ??= reply;
  }
  return latest;
};
