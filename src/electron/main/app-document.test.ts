import { describe, expect, it } from 'vitest';

import { readAppDocument, type TextFetch } from './app-document';

const serving =
  (html: string, ok = true): TextFetch =>
  () =>
    Promise.resolve({ ok, text: () => Promise.resolve(html) });

describe("reading the app server's index.html", () => {
  it("recognises Vite's dev server and hashes its inline preamble", async () => {
    const html = '<script type="module">x()</script><script type="module" src="/@vite/client">';
    const app = await readAppDocument(5173, serving(`${html}</script>`));
    expect(app.isDevServer).toBe(true);
    expect(app.inline.scripts).toHaveLength(1);
  });

  it('falls back to the strict policy when the server does not answer', async () => {
    const failing: TextFetch = () => Promise.reject(new Error('ECONNREFUSED'));
    const strict = { isDevServer: false, inline: { scripts: [], styles: [] } };
    await expect(readAppDocument(5173, failing)).resolves.toEqual(strict);
    await expect(readAppDocument(5173, serving('<script>x()</script>', false))).resolves.toEqual(
      strict,
    );
  });
});
