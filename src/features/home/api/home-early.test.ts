import { afterEach, describe, expect, it, vi } from 'vitest';

import { getBannerByPlat } from '@/api/contracts/endpoints/site';
import { startEarlyRequest, takeEarlyReply } from '@/lib/api/early-request';

import { HOME_BANNERS_REQUEST } from './home-early';

describe("/home's early banner request (ADR 0038)", () => {
  it('is the contract request the banners query sends', () => {
    expect(HOME_BANNERS_REQUEST.path).toBe(getBannerByPlat.path);
    // The early transport posts form bodies only.
    expect(getBannerByPlat.uses).toBe('POST');
    expect(getBannerByPlat.params.safeParse(HOME_BANNERS_REQUEST.params).success).toBe(true);
  });
});

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("/home's early banner reply", () => {
  const reply = (body: unknown, status = 200) =>
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  const banner = (bannerUrl: string) => ({ id: 1, bannerUrl, isOrder: 1, isPc: 0, isM: 0 });

  const send = async (fetchMock: ReturnType<typeof reply>, base: string, isOpened = false) => {
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequest(HOME_BANNERS_REQUEST, base, Date.now(), () => isOpened);
    const taken = takeEarlyReply({
      method: 'post',
      path: HOME_BANNERS_REQUEST.path,
      base: 'x',
      body: '',
      headers: {},
    });
    // Another address: not handed out, but the fetch still ran; wait for it.
    expect(taken).toBeUndefined();
    await fetchMock.mock.results[0]?.value;
    await new Promise((r) => setTimeout(r, 0));
  };

  it('preloads the first banner as soon as the reply is in', async () => {
    const first = 'https://img.example.com/banner-first.png';
    await send(
      reply({ status: 0, msg: '', data: [banner(first), banner('https://img.example.com/2.png')] }),
      'https://api.one.example',
    );
    expect(preloads()).toEqual([first]);
  });

  it('preloads nothing from a failed reply', async () => {
    await send(
      reply({
        status: 1,
        msg: '不存在的平台类型',
        data: [banner('https://img.example.com/f.png')],
      }),
      'https://api.two.example',
    );
    await send(
      reply({ status: 0, data: [banner('https://img.example.com/g.png')] }, 500),
      'https://api.three.example',
    );
    expect(preloads()).toEqual([]);
  });

  // ADR 0040: painted in index.html's skeleton too, with its title as alt, only while /home is
  // still the page opened when the reply lands.
  it('paints the first banner in the skeleton while /home is the page opened, not after', async () => {
    document.body.innerHTML =
      '<div id="root"><div class="sk"><div class="sk-banner"></div></div></div>';
    const first = 'https://img.example.com/banner-skeleton.png';
    const body = { status: 0, data: [{ ...banner(first), banTitle: '新用户专享' }] };
    await send(reply(body), 'https://api.four.example', false);
    expect(document.querySelector('.sk-banner img')).toBeNull();
    await send(reply(body), 'https://api.five.example', true);
    const img = document.querySelector<HTMLImageElement>('.sk-banner img');
    expect(img?.getAttribute('src')).toBe(first);
    expect(img?.alt).toBe('新用户专享');
    document.body.innerHTML = '';
  });
});
