// The last API replies the app received, for a support bundle (issue 23). The request helper adds
// one entry per reply (or per failed request) and keeps only the raw text and a reference to the
// parameters it sent: masking and JSON work happen when a bundle is built, never per request.
// In memory only, on purpose: a reply can hold personal data, and the developers' guide allows no
// secret in browser storage beyond the session token. A reload empties the log.
import {
  SUPPORT_BUNDLE_MAX_REPLIES,
  SUPPORT_BUNDLE_MAX_REPLY_BYTES,
} from '@/api/contracts/support-bundle-limits';

export interface LoggedReply {
  method: 'GET' | 'POST';
  /** The contract path (no origin, no query). */
  path: string;
  /** The parameters as sent, unmasked (the log never leaves memory). */
  params: URLSearchParams;
  /** 0 when no reply arrived. */
  status: number;
  receivedAt: number;
  /** The reply body as received; '' when none or when it alone was over the size limit. */
  body: string;
  /** The app's route when the reply arrived (hash route), to tell where the user was. */
  route: string;
}

export interface ReplyLogSnapshot {
  /** Oldest first. */
  replies: readonly LoggedReply[];
  /** True when older replies (or an oversize body) were dropped. */
  isTruncated: boolean;
}

export interface ReplyLogLimits {
  maxReplies: number;
  /** Bounds the kept body text in UTF-16 units; build-bundle enforces the exact UTF-8 bytes. */
  maxChars: number;
}

export const createReplyLog = (
  limits: ReplyLogLimits = {
    maxReplies: SUPPORT_BUNDLE_MAX_REPLIES,
    maxChars: SUPPORT_BUNDLE_MAX_REPLY_BYTES,
  },
) => {
  let entries: LoggedReply[] = [];
  let chars = 0;
  let isTruncated = false;

  const add = (entry: LoggedReply): void => {
    let kept = entry;
    if (entry.body.length > limits.maxChars) {
      kept = { ...entry, body: '' };
      isTruncated = true;
    }
    entries.push(kept);
    chars += kept.body.length;
    // Oldest first out; an index walk and one slice keep this cheap even when many go at once.
    let drop = 0;
    while (entries.length - drop > limits.maxReplies || chars > limits.maxChars) {
      chars -= entries[drop]!.body.length;
      drop += 1;
    }
    if (drop > 0) {
      entries = entries.slice(drop);
      isTruncated = true;
    }
  };

  return {
    add,
    snapshot: (): ReplyLogSnapshot => ({ replies: [...entries], isTruncated }),
    clear: (): void => {
      entries = [];
      chars = 0;
      isTruncated = false;
    },
  };
};

export type ReplyLog = ReturnType<typeof createReplyLog>;

/** The app's one log, fed by src/lib/api-client.ts. */
export const replyLog: ReplyLog = createReplyLog();

const currentRoute = (): string => {
  if (typeof window === 'undefined') return '/';
  return window.location.hash.replace(/^#/, '') || '/';
};

/** Called by the request helper for every reply (status 0 and body '' when none arrived). */
export const noteReply = (
  method: LoggedReply['method'],
  path: string,
  params: URLSearchParams,
  status: number,
  body: string,
): void => {
  replyLog.add({
    method,
    path,
    params,
    status,
    receivedAt: Date.now(),
    body,
    route: currentRoute(),
  });
};
