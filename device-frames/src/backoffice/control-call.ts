// One control-API call of the back office (`/__harness/…` on the mock, reached through the page's
// own origin, ADR 0018): a read that throws with the mock's reason, and a write whose outcome the
// panel reports — done, already decided (409), gone (404), or failed (any other answer, or none).
import { messageOf } from './use-polling';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** How one control write ended, as the panel reports it. */
export type ControlOutcome =
  | { kind: 'done' }
  | { kind: 'already'; why: string }
  | { kind: 'gone'; why: string }
  | { kind: 'failed'; why: string };

/** The control API's `{error}` text, else the HTTP status. */
export const errorOf = async (res: Response): Promise<string> => {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`;
};

/** GETs `url` and returns its JSON body; throws the mock's reason on a refusal. */
export const readControl = async (fetchImpl: Fetch, url: string): Promise<unknown> => {
  const res = await fetchImpl(url);
  if (!res.ok) throw new Error(await errorOf(res));
  return res.json();
};

export const writeControl = async (
  fetchImpl: Fetch,
  url: string,
  method: 'POST' | 'PUT',
  body: object,
): Promise<ControlOutcome> => {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method,
      // The mock refuses a write that is not JSON (control guard), body or not.
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    return { kind: 'failed', why: messageOf(e) };
  }
  if (res.ok) return { kind: 'done' };
  const why = await errorOf(res);
  if (res.status === 409) return { kind: 'already', why };
  // A mock without these operations answers 404 too, naming the missing operation.
  if (res.status === 404 && !why.startsWith('no control operation')) return { kind: 'gone', why };
  return { kind: 'failed', why };
};
