// Server HTML cannot run script or carry phishing markup (issue 17, finding 6). Every payload of
// the corpus goes through the app's sanitizer in Chromium, into a live page: nothing may execute,
// and nothing may be left that a user would meet as an attack — a form or control, an overlay or
// any style, a clobbered global, a link that is not https (or mailto/tel), an image from another
// scheme, a request that is not https.
import { devices, expect, test as base } from '@playwright/test';

import { buildSiteArticles, buildSiteNewsList } from '../../fixtures/src/content';

import { PAYLOADS } from './payloads';
import {
  insertPayload,
  openProbePage,
  sanitizeInPage,
  type InsertReport,
  type ProbePage,
} from './probe-page';
import { buildSanitizerBundle, SANITIZER_GLOBAL } from './sanitizer-bundle';

/** The policy, restated here as what a user may meet (the module holds the same allow-list). */
const RICH_TEXT_TAGS = new Set(
  'p div span br hr h1 h2 h3 h4 h5 h6 strong b em i u s del sub sup small mark blockquote pre code ul ol li a img figure figcaption table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(
  'href title target rel src alt width height loading decoding referrerpolicy colspan rowspan start class'.split(
    ' ',
  ),
);
const LINK_SCHEMES = ['https:', 'mailto:', 'tel:'];
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;

const absolute = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** Everything wrong with what a payload left behind, in words. */
const problemsOf = (report: InsertReport): string[] => {
  const problems: string[] = [];
  if (report.pwned.length) problems.push(`executed: ${report.pwned.join(', ')}`);
  if (report.clobbered.length) problems.push(`clobbered globals: ${report.clobbered.join(', ')}`);
  if (report.styleSheetsAdded) problems.push(`added ${report.styleSheetsAdded} style sheet(s)`);
  for (const el of report.elements) {
    const attrs = new Map(el.attributes);
    if (!RICH_TEXT_TAGS.has(el.tag)) problems.push(`left <${el.tag}>`);
    for (const [name] of el.attributes) {
      if (!ATTRIBUTES.has(name)) problems.push(`left ${name}= on <${el.tag}>`);
    }
    if (['fixed', 'absolute', 'sticky'].includes(el.position)) {
      problems.push(`<${el.tag}> is ${el.position}`);
    }
    if (el.escapes) problems.push(`<${el.tag}> reaches outside its box`);
    const classes = attrs.get('class')?.split(/\s+/).filter(Boolean) ?? [];
    for (const c of classes.filter((c) => !c.startsWith('ql-'))) {
      problems.push(`class ${c} on <${el.tag}>`);
    }
    const href = attrs.get('href');
    if (href !== undefined) {
      const url = absolute(href);
      if (!url || !LINK_SCHEMES.includes(url.protocol)) problems.push(`link to ${href}`);
      else if (url.protocol === 'https:') {
        const rel = (attrs.get('rel') ?? '').split(/\s+/);
        if (
          attrs.get('target') !== '_blank' ||
          !rel.includes('noopener') ||
          !rel.includes('noreferrer')
        ) {
          problems.push(`https link without target=_blank rel="noopener noreferrer"`);
        }
      }
    }
    if (el.tag === 'img') {
      const src = attrs.get('src');
      if (src !== undefined && absolute(src)?.protocol !== 'https:' && !DATA_IMAGE.test(src)) {
        problems.push(`image from ${src.slice(0, 60)}`);
      }
      if (attrs.get('loading') !== 'lazy' || attrs.get('decoding') !== 'async') {
        problems.push('image not lazy/async');
      }
    }
  }
  return problems;
};

/** One phone-sized page per worker, the bundle built once per worker (Vite, ~0.2 s). */
const test = base.extend<object, { probe: ProbePage & { isBaseline: boolean } }>({
  probe: [
    async ({ browser }, use) => {
      const bundle = await buildSanitizerBundle();
      const { viewport, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone SE'];
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch });
      const probe = await openProbePage(await context.newPage(), bundle);
      await use({ ...probe, isBaseline: bundle.isBaseline });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe('server HTML sanitizer: attack corpus in Chromium', () => {
  test('the corpus is large enough', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(140);
  });

  for (const [index, payload] of PAYLOADS.entries()) {
    test(`#${index + 1} ${payload.name}`, async ({ probe }) => {
      const traffic = await probe.reset();
      const report = await insertPayload(probe.page, payload.html);
      const problems = problemsOf(report);
      for (const url of traffic.requests) {
        if (!url.startsWith('https:')) problems.push(`request to ${url}`);
      }
      if (traffic.dialogs.length) problems.push(`dialogs: ${traffic.dialogs.join(', ')}`);
      if (traffic.popups.length) problems.push(`popups: ${traffic.popups.join(', ')}`);
      if (traffic.navigations.length)
        problems.push(`navigated to ${traffic.navigations.join(', ')}`);
      if (traffic.frames) problems.push(`${traffic.frames} frame(s) attached`);
      expect(problems, `output: ${report.output}`).toEqual([]);
    });
  }
});

test.describe("server HTML sanitizer: the operator's content", () => {
  test('every announcement and news item of the fixtures comes through unchanged', async ({
    probe,
  }) => {
    test.skip(probe.isBaseline, 'the baseline bundle has no sanitizeHtml');
    await probe.reset();
    const { page } = probe;
    const contents = [
      ...buildSiteArticles().map((a) => a.artCnt ?? ''),
      ...buildSiteNewsList().map((n) => n.content ?? ''),
    ].filter(Boolean);
    expect(contents.length).toBeGreaterThan(10);
    for (const html of contents) expect(await sanitizeInPage(page, html)).toBe(html);
  });

  test('a field counts as blank exactly when nothing of it would show (the corpus, /about)', async ({
    probe,
  }) => {
    test.skip(probe.isBaseline, 'the baseline bundle has no isBlankHtml');
    await probe.reset();
    const samples = [
      ...PAYLOADS.map((p) => p.html),
      '',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '纯文本\n第二行',
      '<h3>关于我们</h3>',
    ];
    const mismatches = await probe.page.evaluate(
      ({ htmls, globalName }) => {
        type Api = { isBlankHtml: (h: string) => boolean; sanitizeHtml: (h: string) => string };
        const api = (window as unknown as Record<string, Api>)[globalName]!;
        return htmls.filter((html) => {
          const box = document.createElement('div');
          box.innerHTML = api.sanitizeHtml(html);
          const shows = (box.textContent ?? '').trim() !== '' || !!box.querySelector('img[src]');
          return api.isBlankHtml(html) === shows;
        });
      },
      { htmls: samples, globalName: SANITIZER_GLOBAL },
    );
    expect(mismatches).toEqual([]);
  });
});
