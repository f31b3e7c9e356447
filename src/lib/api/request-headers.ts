// The headers the app adds to every API request, from what storage and the harness frame say at
// the moment of sending. One function for the request helper (api-client.ts) and for the early
// requests the entry sends before it has loaded (./early-request.ts, ADR 0038): the two must send
// the same request for the helper to take the early reply as its own.
import { TOKEN_HEADER } from '@/api/contracts/constants';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { harnessFrame } from '@/lib/harness-frame';
import { readStorage } from '@/lib/storage';

/** Names the harness frame a request came from; the mock's journal and faults read it. */
export const HARNESS_FRAME_HEADER = 'x-harness-frame';

/**
 * Languages the backend reads the `lang` header for: it machine-translates articles, news and
 * introductions for any other than zh-CN / tww (api-contract §1). For those two the header changes
 * nothing, and leaving it out keeps a visitor's calls CORS-simple: no preflight, one round trip
 * less per endpoint on first load.
 */
const UNTRANSLATED = new Set(['', 'zh-CN', 'tww']);

/** `lang` (when it matters), the session token, and (only inside a harness frame) the frame. */
export const requestHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {};
  const language = readStorage(STORAGE_KEYS.language) ?? '';
  if (!UNTRANSLATED.has(language)) headers.lang = language;
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers[TOKEN_HEADER] = token;
  // Only inside a harness frame: elsewhere the header would be noise (and a preflight reason).
  const frame = harnessFrame?.frame;
  if (frame) headers[HARNESS_FRAME_HEADER] = frame;
  return headers;
};
