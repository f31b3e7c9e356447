import { describe, expect, it } from 'vitest';

import type { SiteInfo } from '@/api/contracts/models/site';

import { aboutDocument, aboutPageOf, aboutTitleKey } from './about-pages';

describe('/about pages', () => {
  it.each([
    ['?e=1', 1],
    ['?e=2', 2],
    ['?e=5', 5],
    ['?e=6', 6],
    ['', 1],
    ['?e=7', 1],
    ['?e=0', 1],
    ['?e=2.5', 1],
    ['?e=abc', 1],
    ['?e=-3', 1],
  ] as const)('%s is page %i', (search, page) => {
    expect(aboutPageOf(search)).toBe(page);
  });

  it('titles each page, the unknown one as the version', () => {
    expect(aboutTitleKey('?e=5')).toBe('aboutTitles.rules');
    expect(aboutTitleKey('?e=3')).toBe('aboutTitles.privacy');
    expect(aboutTitleKey('?e=99')).toBe('aboutTitles.version');
  });

  it("reads each document page from the operator's field, and nothing for 1 and 6", () => {
    const info: SiteInfo = {
      id: 1,
      companyInfo: 'agreement',
      certImg1: 'privacy',
      certImg2: 'about us',
      tradeAgreeText: 'rules',
    };
    expect([2, 3, 4, 5].map((p) => aboutDocument(p as 2 | 3 | 4 | 5, info))).toEqual([
      'agreement',
      'privacy',
      'about us',
      'rules',
    ]);
    expect(aboutDocument(1, info)).toBeUndefined();
    expect(aboutDocument(6, info)).toBeUndefined();
    expect(aboutDocument(2, undefined)).toBeUndefined();
  });
});
