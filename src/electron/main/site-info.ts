// The one address the harness hands to the system browser: the site's customer-service link
// (`onlineService` of getInfo.do, api-contract §10), read from the mock each time so a scenario
// that changes it is followed.
import { z } from 'zod/mini';

import { externalCandidate } from './url-policy';

const GET_INFO_PATH = '/api/site/getInfo.do';

const getInfoReply = z.object({
  status: z.literal(0),
  data: z.looseObject({ onlineService: z.nullish(z.string()) }),
});

/** The https customer-service URL in a getInfo.do reply, or null. */
export const serviceUrlOf = (body: unknown): string | null => {
  const parsed = getInfoReply.safeParse(body);
  const url = parsed.success ? parsed.data.data.onlineService : null;
  return url ? externalCandidate(url) : null;
};

export type FetchLike = (
  url: string,
  init: { method: 'POST'; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

/** Allow-list for the OS browser: empty when the mock cannot be asked (fail closed). */
export const loadExternalAllowList = async (
  mockOrigin: string,
  fetchImpl: FetchLike = fetch,
): Promise<string[]> => {
  try {
    const reply = await fetchImpl(`${mockOrigin}${GET_INFO_PATH}`, {
      method: 'POST',
      signal: AbortSignal.timeout(3_000),
    });
    const url = reply.ok ? serviceUrlOf(await reply.json()) : null;
    return url ? [url] : [];
  } catch {
    return [];
  }
};
