// The remote config document at both addresses (product-spec §4, decision 0005), and what the
// harness's config lab makes of it.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { appConfig } from '../../../src/api/contracts/config';
import { ConfigDocFaults } from '../control/config-faults';
import { testServer } from '../testing';

import { CONFIG_DOCUMENT_PATHS, configDocuments } from './config-docs';

describe('config documents', () => {
  it.each(['/config/primary.json', '/config/secondary.json'])(
    '%s answers {ads: <this server origin>} with CORS',
    async (path) => {
      const { app } = testServer();
      const res = await request(app)
        .get(path)
        .set('Host', 'localhost:8091')
        .set('Origin', 'http://localhost:5173');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ads: 'http://localhost:8091' });
      expect(appConfig.parse(res.body).ads).toBe('http://localhost:8091');
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('follows the Host the server was reached by', async () => {
    const { app } = testServer();
    const res = await request(app).get('/config/primary.json').set('Host', '127.0.0.1:18091');
    expect(res.body).toEqual({ ads: 'http://127.0.0.1:18091' });
  });
});

describe('config documents under the config lab (harness-notes item 5)', () => {
  const setup = (settings: unknown) => {
    const faults = new ConfigDocFaults();
    const result = faults.set(settings);
    if (!result.ok) throw new Error(result.error);
    const app = express();
    configDocuments(app, faults);
    return { app, faults };
  };
  const fetchBoth = async (app: express.Express) =>
    Promise.all(
      CONFIG_DOCUMENT_PATHS.map(async (path) => {
        const res = await request(app).get(path).set('Host', 'localhost:8091');
        return [res.status, res.status === 200 ? res.body : res.text] as const;
      }),
    );
  const DOC = [200, { ads: 'http://localhost:8091' }] as const;
  const DOWN = [503, 'Service Unavailable'] as const;

  it.each([
    ['normal', [DOC, DOC]],
    ['primary-fails', [DOWN, DOC]],
    ['secondary-fails', [DOC, DOWN]],
    ['both-fail', [DOWN, DOWN]],
    [
      'no-ads',
      [
        [200, {}],
        [200, {}],
      ],
    ],
  ])('%s', async (mode, expected) => {
    const { app } = setup({ mode });
    expect(await fetchBoth(app)).toEqual(expected);
  });

  it('slow: both documents arrive after the delay', async () => {
    const { app } = setup({ mode: 'slow', delayMs: 150 });
    const started = Date.now();
    expect(await fetchBoth(app)).toEqual([DOC, DOC]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reset goes back to normal', async () => {
    const { app, faults } = setup({ mode: 'both-fail' });
    faults.reset();
    expect(await fetchBoth(app)).toEqual([DOC, DOC]);
  });
});
