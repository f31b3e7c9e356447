// The remote config document at both addresses (product-spec §4, decision 0005).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { appConfig } from '../../../src/api/contracts/config';
import { testServer } from '../testing';

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
