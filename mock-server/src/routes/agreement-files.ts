// The operator's agreement PDFs (ADR 0026): fixtures/generated/agreements/ served at
// /agreements/<file>. The folder is read once into memory and only its own `*.pdf` names are
// answered, so nothing in a request path ever reaches the disk (no traversal, no other file).
// getInfo.do's `regAgree` / `tradeAgree` hold root-relative paths here; `absoluteDocumentUrl`
// turns them into URLs on the mock's public origin, as the reference backend answers full URLs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Express } from 'express';

import { AGREEMENTS_URL_PATH } from '../../../fixtures/src/agreements/files';
import { AGREEMENTS_DIR } from '../../../fixtures/src/agreements/folder';

interface Document {
  bytes: Buffer;
  etag: string;
}

const DOCUMENT_NAME = /^[a-z0-9][a-z0-9-]*\.pdf$/;
const cache = new Map<string, ReadonlyMap<string, Document>>();

/** The folder's PDFs by file name (empty when the folder is missing), read once per folder. */
const documentsIn = (dir: string): ReadonlyMap<string, Document> => {
  const known = cache.get(dir);
  if (known) return known;
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => DOCUMENT_NAME.test(name));
  } catch {
    // No generated folder: every document is a 404.
  }
  const documents = new Map(
    names.map((name) => {
      const bytes = readFileSync(join(dir, name));
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
      return [name, { bytes, etag: `"${hash}"` }] as const;
    }),
  );
  cache.set(dir, documents);
  return documents;
};

/** A stored root-relative document path as an absolute URL on `origin`; anything else as is. */
export const absoluteDocumentUrl = <T extends string | null | undefined>(
  value: T,
  origin: string,
): T | string =>
  typeof value === 'string' && value.startsWith(`${AGREEMENTS_URL_PATH}/`)
    ? `${origin}${value}`
    : value;

export const agreementFiles = (app: Express, dir: string = AGREEMENTS_DIR): void => {
  app.get(`${AGREEMENTS_URL_PATH}/:file`, (req, res, next) => {
    const document = documentsIn(dir).get(req.params.file ?? '');
    // Unknown names fall through to the loud 404 of every unknown route.
    if (!document) return next();
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${req.params.file}"`,
      // Regenerated only with the fixtures: an hour's reuse, then a cheap revalidation.
      'Cache-Control': 'public, max-age=3600',
      ETag: document.etag,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.get('If-None-Match') === document.etag) return void res.status(304).end();
    res.set('Content-Length', String(document.bytes.length));
    res.end(document.bytes);
  });
};
