// A first-screen request sent by the small entry (main.tsx) while the start-up's modules are still
// downloading (ADR 0038): on a cold /home the banner — the page's largest paint — otherwise waits
// for the libraries, boot, the prefetch module and its chunks before it is even asked for. This
// module only sends and keeps the reply; the request helper takes it (./early-reply.ts) as the
// transport of the same request, so its checks, logs and snapshot rules apply to it unchanged.
// Entry code: no axios, no schemas (the shell's budget).
import { REQUEST_TIMEOUT_MS } from '@/api/contracts/constants';

import { envelopeData, paintSkeletonBanner, preloadImage } from './early-image';
import { requestHeaders } from './request-headers';

/** A public POST of the contract (the path and params the helper will send for it). */
export interface EarlyRequest {
  path: string;
  params: Readonly<Record<string, string>>;
  /** The image the page will paint first from this reply's data, preloaded at once (ADR 0040). */
  image?: (data: unknown) => unknown;
  /** With `image`: its alt, and the image is painted in index.html's skeleton too (ADR 0040). */
  imageAlt?: (data: unknown) => unknown;
}

/** The transport's answer: what the helper reads of a reply. */
export interface EarlyReply {
  status: number;
  text: string;
  headers: Record<string, string>;
}

/** What the helper sends, to compare with what the entry sent. */
export interface OutgoingRequest {
  method: string;
  path: string;
  base: string;
  body: string;
  headers: Record<string, string>;
}

interface Sent {
  /** Address, body and headers as sent, to compare with the helper's request. */
  key: string;
  at: number;
  /** null: no reply (network failure, timeout); the helper then sends the request itself. */
  reply: Promise<EarlyReply | null>;
}

/** A reply older than this is not handed out: the helper asks again (never a stale answer). */
export const EARLY_REPLY_MAX_AGE_MS = 60_000;

const sent = new Map<string, Sent>();

// The same function builds the headers each time, so their order is the same too.
const keyOf = (base: string, body: string, headers: Record<string, string>): string =>
  JSON.stringify([base.replace(/\/+$/, ''), body, headers]);

/**
 * Sends `request` to `base` now (once per path; the first screen asks each once). `isOpened`:
 * whether its page is still the one shown when the reply lands (its image is painted only then).
 */
export const startEarlyRequest = (
  request: EarlyRequest,
  base: string,
  now = Date.now(),
  isOpened: () => boolean = () => false,
): void => {
  if (sent.has(request.path)) return;
  const body = new URLSearchParams(request.params).toString();
  const headers = requestHeaders();
  const reply = fetch(base.replace(/\/+$/, '') + request.path, {
    method: 'POST',
    body,
    // As the helper sends it: form-encoded, cookies included (api-client.ts).
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    credentials: 'include',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
    .then(async (res) => {
      const text = await res.text();
      if (res.ok && request.image) {
        const data = envelopeData(text);
        preloadImage(request.image(data));
        // A reply that is not a success (undefined data) leaves an image index.html painted.
        if (request.imageAlt && data !== undefined && isOpened())
          paintSkeletonBanner(request.image(data), request.imageAlt(data));
      }
      return { status: res.status, text, headers: Object.fromEntries(res.headers) };
    })
    .catch(() => null);
  sent.set(request.path, { key: keyOf(base, body, headers), at: now, reply });
};

/**
 * The early reply for `outgoing`, handed out once: to the first request for the same path, and
 * only if it is the very request the entry sent (address, body, headers) and not too old.
 * Otherwise undefined, and the early reply is dropped.
 */
export const takeEarlyReply = (
  outgoing: OutgoingRequest,
  now = Date.now(),
): Promise<EarlyReply | null> | undefined => {
  const early = sent.get(outgoing.path);
  if (!early) return undefined;
  sent.delete(outgoing.path);
  const same =
    outgoing.method.toUpperCase() === 'POST' &&
    keyOf(outgoing.base, outgoing.body, outgoing.headers) === early.key &&
    now - early.at <= EARLY_REPLY_MAX_AGE_MS;
  return same ? early.reply : undefined;
};
