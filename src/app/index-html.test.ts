// index.html's static skeleton carries the app's test-station line (product-spec §1) in every
// language, and shows only the one of <html lang>: the same text as the app's notice, so it wraps
// as the app's does and /home's banner box below it sits where the app's will (ADR 0040).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { BCP47_BY_LANGUAGE, LANGUAGES } from '@/api/contracts/constants';

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
