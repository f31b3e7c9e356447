// The operator's pictures over http (fixtures/src/site-images.ts): banners and news name absolute
// URLs on the mock's public origin, the files are real SVG images sent with the validators and
// cache headers of an upload server, and a deposit QR code or a user's upload is not among them.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { getBannerByPlat, getNewsList } from '../../../src/api/contracts/endpoints/site';
import { createMockServer } from '../create-app';

const ORIGIN = 'http://localhost:18099';

const server = () =>
  createMockServer({
    publicOrigin: ORIGIN,
    isControlOpenForInProcessTests: true,
    log: () => undefined,
  });

const bannerUrls = async (app: Parameters<typeof request>[0]): Promise<string[]> => {
  const res = await request(app)
    .post('/api/site/getBannerByPlat.do')
    .type('form')
    .send({ platType: 'm' });
  return getBannerByPlat.data.parse((res.body as { data: unknown }).data).map((b) => b.bannerUrl);
};

describe('the operator pictures', () => {
  it('banners and news thumbnails are URLs on the public origin under /upload/site/', async () => {
    const { app } = server();
    const banners = await bannerUrls(app);
    expect(banners.length).toBeGreaterThan(0);
    for (const url of banners)
      expect(url).toMatch(/^http:\/\/localhost:18099\/upload\/site\/banner-\d+\.svg$/);
    const res = await request(app).get('/api/news/getNewsList.do').query({ type: 2, pageSize: 50 });
    const page = getNewsList.data.parse((res.body as { data: unknown }).data);
    const pictures = (page?.list ?? []).map((n) => n.imgurl).filter(Boolean);
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures)
      expect(url).toMatch(/^http:\/\/localhost:18099\/upload\/site\/news-\d+\.svg$/);
  });

  it('serves each as an SVG image with ETag, Last-Modified, Cache-Control and open CORS', async () => {
    const { app } = server();
    const [first] = await bannerUrls(app);
    const path = new URL(first!).pathname;
    const res = await request(app)
      .get(path)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // Public content: no credentials, and nothing that varies by the caller's origin.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(Date.parse(res.headers['last-modified'] ?? '')).not.toBeNaN();
    const svg = (res.body as Buffer).toString('utf8');
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' width='750' height='300'/);
    expect(svg).toContain('新用户专享');
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
  });

  it('answers a revalidation with 304, by ETag or by date', async () => {
    const { app } = server();
    const [first] = await bannerUrls(app);
    const path = new URL(first!).pathname;
    const full = await request(app).get(path);
    const byTag = await request(app)
      .get(path)
      .set('If-None-Match', full.headers.etag ?? '');
    expect(byTag.status).toBe(304);
    const byDate = await request(app)
      .get(path)
      .set('If-Modified-Since', full.headers['last-modified'] ?? '');
    expect(byDate.status).toBe(304);
    const changed = await request(app).get(path).set('If-None-Match', '"other"');
    expect(changed.status).toBe(200);
  });

  it('answers only its own files: unknown names, traversal and QR codes are the loud 404', async () => {
    const { app, store } = server();
    for (const path of ['/upload/site/nothing.svg', '/upload/site/..%2Fdb.json', '/upload/site/']) {
      expect((await request(app).get(path)).status, path).toBe(404);
    }
    // The deposit channels' QR codes are not moved to the picture folder (never kept by the worker).
    for (const pay of store.db.sitePays)
      expect(pay.channelImg ?? '').not.toContain('/upload/site/');
  });
});
