import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelopeData, preloadableImageUrl, preloadImage } from './early-image';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('which banner addresses may be preloaded (ADR 0040)', () => {
  it.each([
    ['https://img.example.com/b/1.png', true],
    ['http://192.168.1.5:8091/banners/1.svg?v=3', true],
    ["data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E", false],
    ['javascript:alert(1)', false],
    ['/banners/1.png', false],
    ['//img.example.com/1.png', false],
    ['https://user:secret@img.example.com/1.png', false],
    ['https://token@img.example.com/1.png', false],
    ['https://', false],
    [42, false],
    [null, false],
  ])('%s → %s', (url, ok) => {
    expect(preloadableImageUrl(url)).toBe(ok ? url : null);
  });

  it('reads the data of a successful envelope only', () => {
    expect(envelopeData('{"status":0,"data":[1]}')).toEqual([1]);
    expect(envelopeData('{"status":1,"msg":"不存在的平台类型","data":[1]}')).toBeUndefined();
    expect(envelopeData('<html>')).toBeUndefined();
  });
});

describe('preloadImage', () => {
  it('adds one high-priority image preload with the exact address, once', () => {
    const url = 'https://img.example.com/b/once.png?w=750';
    expect(preloadImage(url)).toBe(url);
    expect(preloadImage(url)).toBeNull();
    const link = document.head.querySelector('link[rel="preload"]') as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('as')).toBe('image');
    expect(link.hasAttribute('crossorigin')).toBe(false);
    expect(preloads()).toEqual([url]);
  });

  it('adds nothing for a data: or credentialed address', () => {
    preloadImage('data:image/png;base64,AAAA');
    preloadImage('https://u:p@img.example.com/x.png');
    expect(preloads()).toEqual([]);
  });
});
