// The operator's agreement PDFs (ADR 0026): getInfo.do names them by absolute URLs on the mock's
// own origin, the mock serves exactly the generated folder's PDFs there, and nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { AGREEMENT_FILES, agreementPath } from '../../../fixtures/src/agreements/files';
import { AGREEMENTS_DIR } from '../../../fixtures/src/agreements/folder';
import { getInfo } from '../../../src/api/contracts/endpoints/site';
import { createMockServer } from '../create-app';
import { testServer } from '../testing';

import { agreementFiles } from './agreement-files';

const siteInfoOf = async (app: Parameters<typeof request>[0], host?: string) => {
  const call = request(app).post('/api/site/getInfo.do');
  const res = await (host ? call.set('Host', host) : call);
  const data = getInfo.data.parse((res.body as { data: unknown }).data);
  if (!data) throw new Error('no site info');
  return data;
};

const pdfBody = (res: request.Response): Buffer => res.body as Buffer;
const asBuffer = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('getInfo.do agreement URLs', () => {
  it('regAgree and tradeAgree are absolute URLs of the Chinese PDFs on the server’s own port', async () => {
    const server = testServer();
    // The Host header a caller sends is never used for the URL (issue 17).
    const info = await siteInfoOf(server.app, 'evil.localhost');
    expect(info.regAgree).toMatch(/^http:\/\/localhost:\d+\/agreements\/registration-zh\.pdf$/);
    expect(info.tradeAgree).toMatch(/^http:\/\/localhost:\d+\/agreements\/trading-risk-zh\.pdf$/);
    expect(info.tradeAgreeTitle).toBe(server.store.db.siteInfos[0]?.tradeAgreeTitle);
    expect(info.tradeAgreeText).toContain('。');
  });

  it('uses the configured public origin', async () => {
    const server = createMockServer({
      publicOrigin: 'http://192.168.1.5:8091/',
      isControlOpenForInProcessTests: true,
      log: () => undefined,
    });
    const info = await siteInfoOf(server.app);
    expect(info.regAgree).toBe(`http://192.168.1.5:8091${agreementPath('registration-zh.pdf')}`);
  });

  it('passes an operator URL elsewhere, an empty value and a missing one through unchanged', async () => {
    const server = testServer();
    const row = server.store.db.siteInfos[0];
    if (!row) throw new Error('no site row');
    row.regAgree = 'https://cdn.example.com/agreements/reg.pdf';
    row.tradeAgree = '';
    row.tradeAgreeText = null;
    const info = await siteInfoOf(server.app);
    expect(info.regAgree).toBe('https://cdn.example.com/agreements/reg.pdf');
    expect(info.tradeAgree).toBe('');
    expect(info.tradeAgreeText).toBeNull();
  });
});

describe('/agreements/<file>', () => {
  it.each(Object.values(AGREEMENT_FILES))('serves %s as the generated PDF', async (file) => {
    const server = testServer();
    const res = await asBuffer(
      request(server.app).get(agreementPath(file)).set('Origin', 'http://localhost:5173'),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The app's pdf.js reads it from another origin (the app's).
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(pdfBody(res).equals(readFileSync(join(AGREEMENTS_DIR, file)))).toBe(true);
  });

  it('answers a revalidation with its ETag by 304 and no body', async () => {
    const server = testServer();
    const path = agreementPath(AGREEMENT_FILES.tradingRiskZh);
    const first = await request(server.app).get(path);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(server.app).get(path).set('If-None-Match', String(etag));
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it.each([
    '/agreements/..%2Fdb.json',
    '/agreements/%2e%2e%2f%2e%2e%2fgenerated%2fdb.json',
    '/agreements/../db.json',
    '/agreements/..%5Cdb.json',
    '/agreements/db.json',
    '/agreements/registration-zh.PDF',
    '/agreements/registration-zh.pdf%00.json',
    '/agreements/',
    '/agreements/.pdf',
  ])('refuses %s with the unknown-route 404 and no file', async (path) => {
    const server = testServer();
    const res = await request(server.app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).not.toContain('%PDF');
    expect(res.text).not.toContain('siteInfos');
  });

  it('serves nothing when the folder is missing', async () => {
    const server = testServer();
    const express = (await import('express')).default;
    const app = express();
    agreementFiles(app, join(AGREEMENTS_DIR, 'no-such-folder'));
    app.use((_req, res) => void res.status(404).end());
    expect((await request(app).get(agreementPath('registration-zh.pdf'))).status).toBe(404);
    expect((await request(server.app).get(agreementPath('registration-zh.pdf'))).status).toBe(200);
  });
});
