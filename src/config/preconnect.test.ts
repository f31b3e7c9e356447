import { afterEach, describe, expect, it } from 'vitest';

import { preconnect } from './preconnect';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];

describe('preconnect to the API origin', () => {
  afterEach(() => links().forEach((link) => link.remove()));

  it('opens one credentialed connection per origin', () => {
    preconnect('https://api.example/base/');
    preconnect('https://api.example');
    expect(links().map((l) => [l.href, l.crossOrigin])).toEqual([
      ['https://api.example/', 'use-credentials'],
    ]);
  });

  it('skips what is not an address, and the page\u2019s own origin', () => {
    preconnect('not an address');
    preconnect(null);
    preconnect(window.location.origin);
    expect(links()).toEqual([]);
  });
});
