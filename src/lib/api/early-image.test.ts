import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  envelopeData,
  paintSkeletonBanner,
  preloadableImageUrl,
  preloadImage,
} from './early-image';
import { skeletonBannerShown } from './skeleton-banner';

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

describe("/home's first banner painted in the static skeleton (ADR 0040)", () => {
  const URL_1 = 'https://img.example.com/b/1.png';
  const skeleton = () => {
    document.body.innerHTML =
      '<div id="root"><div class="sk"><div class="sk-header"></div><div class="sk-banner"></div></div></div>';
  };
  const painted = () => document.querySelectorAll<HTMLImageElement>('.sk-banner img');

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the image, its alt, fetched first; once', () => {
    skeleton();
    expect(paintSkeletonBanner(URL_1, '新用户专享')).toBe(true);
    const [img] = painted();
    expect(img?.getAttribute('src')).toBe(URL_1);
    expect(img?.alt).toBe('新用户专享');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.decoding).toBe('async');
    // Once: a second reply does not add another.
    expect(paintSkeletonBanner(URL_1, 'x')).toBe(false);
    expect(painted()).toHaveLength(1);
  });

  it.each(['/b/1.png', 'javascript:alert(1)', 'https://u:p@img.example.com/1.png', null])(
    'no image for an address that is not absolute http(s) without credentials (%s)',
    (url) => {
      skeleton();
      expect(paintSkeletonBanner(url, 'a')).toBe(false);
      expect(painted()).toHaveLength(0);
    },
  );

  it('replaces the image index.html painted from the last visit when this reply names another, or none', () => {
    skeleton();
    const place = document.querySelector('.sk-banner')!;
    place.innerHTML = `<img src="${URL_1}" alt="old">`;
    expect(paintSkeletonBanner(URL_1, 'old')).toBe(false);
    expect(painted()).toHaveLength(1);
    const URL_2 = 'https://img.example.com/b/2.png';
    expect(paintSkeletonBanner(URL_2, '双十一')).toBe(true);
    expect([...painted()].map((img) => [img.getAttribute('src'), img.alt])).toEqual([
      [URL_2, '双十一'],
    ]);
    expect(paintSkeletonBanner(null, null)).toBe(false);
    expect(painted()).toHaveLength(0);
  });

  it('nothing once the app has replaced the skeleton; no title → empty alt', () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    expect(paintSkeletonBanner(URL_1, 'a')).toBe(false);
    expect(document.querySelector('img')).toBeNull();
    skeleton();
    expect(paintSkeletonBanner(URL_1, 42)).toBe(true);
    expect(painted()[0]?.alt).toBe('');
  });
});

describe("the app's first render waits for the skeleton's banner to be on screen (ADR 0040)", () => {
  const URL_1 = 'https://img.example.com/b/1.png';
  const skeletonWithImage = () => {
    document.body.innerHTML =
      '<div id="root"><div class="sk"><div class="sk-banner"></div></div></div>';
    expect(paintSkeletonBanner(URL_1, 'a')).toBe(true);
    return document.querySelector<HTMLImageElement>('.sk-banner img')!;
  };
  const settled = async (p: Promise<void>) => {
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return () => done;
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('no image: at once, and none is painted after it', async () => {
    document.body.innerHTML =
      '<div id="root"><div class="sk"><div class="sk-banner"></div></div></div>';
    const done = await settled(skeletonBannerShown(1000));
    expect(done()).toBe(true);
    expect(paintSkeletonBanner(URL_1, 'a')).toBe(false);
    expect(document.querySelector('.sk-banner img')).toBeNull();
  });

  it('an image: once it is decoded and a frame has been produced, not before', async () => {
    const img = skeletonWithImage();
    let decoded: () => void = () => undefined;
    img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const done = await settled(skeletonBannerShown(1000));
    await vi.advanceTimersByTimeAsync(500);
    expect(done()).toBe(false);
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    // Two animation frames (fake timers run them at 16 ms).
    await vi.advanceTimersByTimeAsync(40);
    expect(done()).toBe(true);
  });

  it('an image that fails, or never arrives: the app does not wait longer than the cap', async () => {
    const failing = skeletonWithImage();
    failing.decode = () => Promise.reject(new Error('broken'));
    expect((await settled(skeletonBannerShown(1000)))()).toBe(true);

    const slow = skeletonWithImage();
    slow.decode = () => new Promise<void>(() => undefined);
    const done = await settled(skeletonBannerShown(1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
