// Issue 24, repeat visits (ADR 0040): the first banner's image is asked for as soon as the early
// banner reply names it, while /home's page chunk is still loading, and the page's <img> reuses
// that download. The reply is given an image this test serves itself, so it can count the asks.
import { readFileSync } from 'node:fs';

import { expect, MOCK_ORIGIN, test } from './fixtures';

const BANNERS = `${MOCK_ORIGIN}/api/site/getBannerByPlat.do`;
const IMAGE = `${MOCK_ORIGIN}/e2e-banners/first.png?v=1`;
const PNG = readFileSync('public/icons/icon-192.png');

test("the first banner's image is requested before /home's page chunk has loaded, once", async ({
  page,
  shell,
}) => {
  await page.route(BANNERS, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { bannerUrl: string }[] };
    body.data[0]!.bannerUrl = IMAGE;
    await route.fulfill({ response, json: body });
  });
  let imageRequests = 0;
  let imageAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (imageAsked = resolve));
  await page.route(IMAGE, async (route) => {
    imageRequests += 1;
    imageAsked();
    await route.fulfill({ body: PNG, contentType: 'image/png' });
  });
  // The page chunk is held until the image has been asked for: without the preload the image
  // is only asked for once this chunk has rendered the carousel, and the test times out.
  await page.route(/\/assets\/home-page-[^/]*\.js$/, async (route) => {
    await asked;
    await route.continue();
  });

  await shell.open('/home');
  const first = page.getByTestId('home-banners').locator('img').first();
  await expect(first).toHaveAttribute('src', IMAGE);
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(imageRequests).toBe(1);
});
