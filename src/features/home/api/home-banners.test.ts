// ADR 0040 addendum 2: the banners /home shows are kept for the next visit's skeleton, which
// paints the first before any script has loaded (index.html; index-html.test.ts runs it).
import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/storage-keys';

import { bannersQuery } from './home-banners';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ request }));

const run = () => (bannersQuery.queryFn as () => Promise<unknown>)();
const kept = () => localStorage.getItem(STORAGE_KEYS.skeletonBanner);

afterEach(() => {
  localStorage.clear();
  request.mockReset();
});

describe("/home's banners kept for the next visit's skeleton", () => {
  it('keeps the first banner the server names, address and title', async () => {
    const data = [
      { id: 2, bannerUrl: 'https://img.example.com/b/2.png', banTitle: '新股申购' },
      { id: 1, bannerUrl: 'https://img.example.com/b/1.png', banTitle: '入金' },
    ];
    request.mockResolvedValue({ data });
    await expect(run()).resolves.toEqual(data);
    expect(JSON.parse(kept()!)).toEqual({
      url: 'https://img.example.com/b/2.png',
      alt: '新股申购',
    });
  });

  it('keeps only an address the entry may preload, and a text title', async () => {
    request.mockResolvedValueOnce({
      data: [{ bannerUrl: 'https://img.example.com/1.png', banTitle: 7 }],
    });
    await run();
    expect(JSON.parse(kept()!)).toEqual({ url: 'https://img.example.com/1.png', alt: '' });
    for (const bannerUrl of [
      'javascript:alert(1)',
      '/b/1.png',
      'https://u:p@img.example.com/1.png',
    ]) {
      request.mockResolvedValueOnce({ data: [{ bannerUrl, banTitle: 'x' }] });
      await run();
      expect(kept(), bannerUrl).toBeNull();
    }
  });

  it('drops the kept one when the server names none; keeps it when the request fails', async () => {
    localStorage.setItem(STORAGE_KEYS.skeletonBanner, '{"url":"https://img.example.com/1.png"}');
    request.mockRejectedValueOnce(new Error('offline'));
    await expect(run()).rejects.toThrow('offline');
    expect(kept()).not.toBeNull();
    request.mockResolvedValueOnce({ data: [] });
    await run();
    expect(kept()).toBeNull();
  });
});
