// DNS rebinding: a page whose own name now resolves to 127.0.0.1 calls the mock same-origin, but
// names its own host in `Host`; the mock answers only names it knows.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createMockServer } from '../create-app';
import { testServer } from '../testing';

import { hostPolicy } from './host-check';

describe('Host check', () => {
  it('refuses a rebound name on the app API, the fast path and the control surface', async () => {
    const { app } = testServer();
    for (const path of [
      '/api/admin/getSetting.do',
      '/api/stock/getSingleStock.do?code=600519',
      '/__harness/sessions',
      '/__db/users',
    ]) {
      const res = await request(app).get(path).set('Host', 'attacker.example:8091');
      expect(res.status, path).toBe(421);
      expect(res.text).not.toMatch(/"status"|sessions|phone/);
    }
  });

  it('answers loopback names, and the names it was started with', async () => {
    const { app } = createMockServer({
      log: () => {},
      allowOrigins: ['https://qa.example.com'],
      allowHosts: ['192.168.1.5'],
      publicOrigin: 'http://phone-lab.local:8091',
    });
    for (const host of [
      'localhost:8091',
      'f12.localhost:8091',
      '127.0.0.1:8091',
      '[::1]:8091',
      'qa.example.com',
      '192.168.1.5:8091',
      'phone-lab.local:8091',
    ]) {
      const res = await request(app).post('/api/admin/getSetting.do').set('Host', host);
      expect(res.status, host).toBe(200);
    }
  });

  it('a wildcard --host answers any name (the LAN reaches it by address)', () => {
    expect(hostPolicy(['0.0.0.0']).allows('192.168.1.5:8091')).toBe(true);
    expect(hostPolicy(['::']).allows('anything')).toBe(true);
    expect(hostPolicy(['127.0.0.1']).allows('localhost.attacker.example')).toBe(false);
    expect(hostPolicy(['fd00::2']).allows('[fd00::2]:8091')).toBe(true);
  });
});
