// One config document fetched as JSON, with a time limit. Kept apart from resolve-api-base.ts
// (which needs the contract's zod schema) so the small entry can start the fetch (early-config.ts).

/** Config documents are small; a dead host should not hold the start-up for long. */
export const CONFIG_FETCH_TIMEOUT_MS = 15_000;

export const fetchJsonWithTimeout = async (
  url: string,
  timeoutMs = CONFIG_FETCH_TIMEOUT_MS,
): Promise<{ status: number; body: unknown }> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { signal: controller.signal, cache: 'no-store' });
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    return { status: res.status, body };
  } finally {
    clearTimeout(timer);
  }
};
