// What an observer of the app's traffic and browser storage sees (issue 17): every request's
// method, URL and body, and everything the app keeps in cookies and Web Storage.
import type { Page } from '@playwright/test';

export interface SeenRequest {
  method: string;
  url: string;
  body: string;
}

/** Records every request the page makes from now on. */
export const recordRequests = (page: Page): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  page.on('request', (r) =>
    seen.push({ method: r.method(), url: r.url(), body: r.postData() ?? '' }),
  );
  return seen;
};

/** The requests to one path. */
export const requestsTo = (seen: readonly SeenRequest[], path: string): SeenRequest[] =>
  seen.filter((r) => new URL(r.url).pathname === path);

/** Keys of the app's query strings that would carry a password. */
export const passwordParamsIn = (url: string): string[] =>
  [...new URL(url).searchParams.keys()].filter((k) => /pwd|password/i.test(k));

export interface BrowserStorage {
  cookie: string;
  local: Record<string, string>;
  session: Record<string, string>;
}

/** Everything script on the app's origin can read: cookies, localStorage, sessionStorage. */
export const browserStorage = (page: Page): Promise<BrowserStorage> =>
  page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.fromEntries(
        Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [
          k,
          s.getItem(k) ?? '',
        ]),
      );
    return { cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) };
  });
