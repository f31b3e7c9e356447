// Reads the app server's index.html once when the window opens, for the frames' CSP: whether it
// is Vite's dev server, and the hashes of its inline blocks (csp.ts `inlineHashesOf`).
import { inlineHashesOf, type AppDocument } from './csp';

export type TextFetch = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; text(): Promise<string> }>;

/** Without an answer the strict policy applies (no inline block allowed): fail closed. */
export const readAppDocument = async (
  appPort: number,
  fetchImpl: TextFetch = fetch,
): Promise<AppDocument> => {
  try {
    const reply = await fetchImpl(`http://localhost:${appPort}/`, {
      signal: AbortSignal.timeout(5_000),
    });
    const html = reply.ok ? await reply.text() : '';
    return { isDevServer: html.includes('/@vite/client'), inline: inlineHashesOf(html) };
  } catch {
    return { isDevServer: false, inline: { scripts: [], styles: [] } };
  }
};
