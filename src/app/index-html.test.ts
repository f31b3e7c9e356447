// index.html's static skeleton carries the app's test-station line (product-spec §1) in every
// language, and shows only the one of <html lang>: the same text as the app's notice, so it wraps
// as the app's does and /home's banner box below it sits where the app's will (ADR 0040).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { BCP47_BY_LANGUAGE, LANGUAGES } from '@/api/contracts/constants';
import { findRoute, routes } from '@/config/routes';
import { STORAGE_KEYS } from '@/config/storage-keys';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const HTML = new DOMParser().parseFromString(read('index.html'), 'text/html');
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe("index.html skeleton's test-station line", () => {
  it.each(LANGUAGES)('%s: the app’s own text', (language) => {
    const common = JSON.parse(read(`src/locales/${language}/common.json`)) as {
      notice: { testStation: string };
    };
    const lines = HTML.querySelectorAll(`.sk-notice[lang="${BCP47_BY_LANGUAGE[language]}"]`);
    expect(lines).toHaveLength(1);
    expect(text(lines[0]!)).toBe(common.notice.testStation);
  });

  it.each(LANGUAGES)('%s: only that line is shown', (language) => {
    document.head.innerHTML = HTML.head.innerHTML;
    document.body.innerHTML = HTML.body.innerHTML;
    document.documentElement.lang = BCP47_BY_LANGUAGE[language];
    const shown = [...document.querySelectorAll('.sk-notice')].filter(
      (el) => getComputedStyle(el).display !== 'none',
    );
    expect(shown.map((el) => el.getAttribute('lang'))).toEqual([BCP47_BY_LANGUAGE[language]]);
  });
});

// ADR 0040 addendum 2: a repeat visit of /home paints the first banner /home showed last as the
// skeleton is parsed (its banners query keeps it, src/features/home/api/home-banners.ts).
describe("index.html skeleton's kept banner", () => {
  const script = [...HTML.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '');
  const URL_1 = 'https://img.example.com/b/1.png';
  /** Runs the script on /home's skeleton with `kept` stored as written (null: nothing). */
  const run = (hash: string, kept: string | null) => {
    document.body.innerHTML = HTML.body.innerHTML;
    window.location.hash = hash;
    if (kept === null) localStorage.removeItem(STORAGE_KEYS.skeletonBanner);
    else localStorage.setItem(STORAGE_KEYS.skeletonBanner, kept);
    new Function(script[0]!)();
    return [...document.querySelectorAll<HTMLImageElement>('#root > .sk > .sk-banner > img')];
  };
  const keep = (value: object) => JSON.stringify(value);

  afterEach(() => {
    localStorage.clear();
    window.location.hash = '';
  });

  it('is the one inline script, and reads the key the entry writes', () => {
    expect(script).toHaveLength(1);
    expect(script[0]).toContain(`'${STORAGE_KEYS.skeletonBanner}'`);
  });

  it('paints the kept image with its title on /home', () => {
    const [img, ...more] = run('#/home', keep({ url: URL_1, alt: '新用户专享' }));
    expect(more).toHaveLength(0);
    expect(img?.getAttribute('src')).toBe(URL_1);
    expect(img?.alt).toBe('新用户专享');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  // The same pages the entry's route lookup opens as /home (openedPage in page-loaders.ts).
  it.each(['', '#', '#/home', '#/HOME/', '#/home?from=push', '#/', '#/warehouse', '#/homes'])(
    '%s: painted only where /home is the page opened',
    (hash) => {
      const path = hash.replace(/^#/, '');
      const home = findRoute(path || routes.home.href())?.name === 'home';
      expect(run(hash, keep({ url: URL_1, alt: 'a' }))).toHaveLength(home ? 1 : 0);
    },
  );

  it.each([
    ['nothing kept', null],
    ['not JSON', '{'],
    ['no address', keep({ alt: 'a' })],
    ['a relative address', keep({ url: '/b/1.png' })],
    ['a script address', keep({ url: 'javascript:alert(1)' })],
    ['credentials', keep({ url: 'https://u:p@img.example.com/1.png' })],
    ['a data: address', keep({ url: 'data:image/png;base64,AAAA' })],
  ])('paints nothing, and throws nothing, for %s', (_name, kept) => {
    expect(run('#/home', kept)).toHaveLength(0);
  });
});

// The router's hash links look for a <base> on every render: one early in <head> ends that search
// at once (without it, each link's render walked the whole document). It must change nothing else:
// no address (the links and files resolve as before; the CSP has base-uri 'none') and no target.
describe("index.html's <base>", () => {
  it('comes first in <head>, with no address and the default target', () => {
    const base = HTML.head.querySelector('base');
    expect(base).not.toBeNull();
    expect(base!.hasAttribute('href')).toBe(false);
    expect(base!.getAttribute('target')).toBe('_self');
    const before = [...HTML.head.children].slice(0, [...HTML.head.children].indexOf(base!));
    expect(before.map((el) => el.tagName.toLowerCase())).toEqual(['meta']);
  });
});
