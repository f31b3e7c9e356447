// preview:web's headers (ADR 0020): the build's own policy, re-read after a rebuild.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { securityHeaders } from './security-headers';

const page = (policy: string) =>
  `<html><head><meta charset="UTF-8" /><meta http-equiv="Content-Security-Policy" content="${policy}" /></head></html>`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const served = (html: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), html);
  const app = express();
  app.use(securityHeaders(dir, { frameAncestors: ["'none'"] }));
  app.use(express.static(dir));
  return { app, dir };
};

describe('securityHeaders', () => {
  it("sends the page's policy with frame-ancestors, nosniff and the referrer policy", async () => {
    const { app } = served(page("default-src 'none'; script-src 'self'"));
    const res = await request(app).get('/');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('follows a rebuild (a new style hash) without a restart', async () => {
    const { app, dir } = served(page("style-src 'sha256-old='"));
    await request(app).get('/');
    writeFileSync(join(dir, 'index.html'), page("style-src 'sha256-new='"));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'index.html'), later, later);
    const res = await request(app).get('/');
    expect(res.headers['content-security-policy']).toContain("'sha256-new='");
  });

  it('sends no policy for a page without one (the harness build has its own)', async () => {
    const { app } = served('<html><head></head></html>');
    const res = await request(app).get('/');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
