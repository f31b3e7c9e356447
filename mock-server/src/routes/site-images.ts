// The operator's pictures (fixtures/src/site-images.ts) at /upload/{site,pay}/<name>.svg, sent
// as an upload server sends static files: ETag and Last-Modified with 304s, an hour's
// Cache-Control, and CORS open to every origin (public content, no credentials), so the app's
// service worker can fetch them in cors mode and keep only 200 replies (ADR 0034, addendum).
// Only names of the fixture world's own files are answered: nothing in a path reaches the disk.
import { createHash } from 'node:crypto';

import type { Express } from 'express';

import { buildDbAndImages } from '../../../fixtures/src/db';
import { REFERENCE_DATE } from '../../../fixtures/src/random';
import { absoluteSiteImageUrl, UPLOADS_URL_PATH } from '../../../fixtures/src/site-images';

interface ImageFile {
  bytes: Buffer;
  etag: string;
}

const LAST_MODIFIED = new Date(REFERENCE_DATE).toUTCString();
const bySeed = new Map<number, ReadonlyMap<string, ImageFile>>();

/** The seed's pictures by file name, drawn once per seed (the same builders as the store's rows). */
export const siteImageFiles = (seed: number): ReadonlyMap<string, ImageFile> => {
  const known = bySeed.get(seed);
  if (known) return known;
  const files = new Map(
    [...buildDbAndImages(seed).images].map(([name, svg]) => {
      const bytes = Buffer.from(svg, 'utf8');
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
      return [name, { bytes, etag: `"${hash}"` }] as const;
    }),
  );
  bySeed.set(seed, files);
  return files;
};

export const siteImageRoutes = (app: Express, seed: () => number): void => {
  app.get(`${UPLOADS_URL_PATH}/:folder/:file`, (req, res, next) => {
    const file = siteImageFiles(seed()).get(`${req.params.folder}/${req.params.file}`);
    // Unknown names fall through to the loud 404 of every unknown route.
    if (!file) return next();
    // A static file server's CORS, not the API's: no credentials, nothing varying by Origin (a
    // `Vary: Origin` would keep the worker's cors copy from matching the <img>'s request).
    for (const name of [
      'Vary',
      'Access-Control-Allow-Credentials',
      'Access-Control-Allow-Methods',
      'Access-Control-Max-Age',
      'Access-Control-Expose-Headers',
    ]) {
      res.removeHeader(name);
    }
    res.set({
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=3600',
      ETag: file.etag,
      'Last-Modified': LAST_MODIFIED,
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    const since = Date.parse(req.get('If-Modified-Since') ?? '');
    const isFresh = req.get('If-None-Match')
      ? req.get('If-None-Match') === file.etag
      : since >= REFERENCE_DATE - 999;
    if (isFresh) return void res.status(304).end();
    res.set('Content-Length', String(file.bytes.length));
    res.end(file.bytes);
  });
};

/** A news row with its picture as a URL on `origin` (rows keep the root-relative path). */
export const newsOnOrigin = <T extends { imgurl?: string | null }>(row: T, origin?: string): T => ({
  ...row,
  imgurl: absoluteSiteImageUrl(row.imgurl, origin),
});

/** An announcement with its picture as a URL on `origin`. */
export const articleOnOrigin = <T extends { artImg?: string | null }>(
  row: T,
  origin?: string,
): T => ({
  ...row,
  artImg: absoluteSiteImageUrl(row.artImg, origin),
});

/** A deposit channel with its QR code as a URL on `origin`. */
export const payOnOrigin = <T extends { channelImg?: string | null }>(
  row: T,
  origin?: string,
): T => ({
  ...row,
  channelImg: absoluteSiteImageUrl(row.channelImg, origin),
});

/** A page of rows with `map` applied to its list only. */
export const mapPage = <T, P extends { list: T[] }>(page: P, map: (row: T) => T): P => ({
  ...page,
  list: page.list.map(map),
});

/** A loaded row mapped, or null when there is none (the detail endpoints' reply). */
export const mapRow = <T>(row: T | undefined, map: (row: T) => T): T | null =>
  row === undefined ? null : map(row);
