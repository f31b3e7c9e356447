// What api-contract §18.0's closing paragraph lists as mapped by the reference but not
// user-facing — admin and agent logins, gateway callbacks, the stock-table rewrite job, the URL
// relay, the captcha test view, the licence endpoints (one deletes the server's mapper folder) —
// is never served: the loud 404 for GET and POST, visitor or logged in, and none is in the
// contract registry.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import { springErrorReply } from '../../../src/api/contracts/envelope';
import { endpointByPath, endpointList } from '../../../src/api/contracts/registry';
import { loginAs, testServer } from '../testing';

const admin = [
  'login',
  'logout',
  'authCharge',
  'getSiteSpreadList',
  'addSiteSpread',
  'updateSiteSpread',
  'getAlarm',
];
// The reference's callback names are not all known: the ones its gateways use and likely others.
const notify = [
  'juhe1Notify',
  'juheh5Notify',
  'juhenewpayNotify',
  'flyNotify',
  'flyPayNotify',
  'payNotify',
  'alipayNotify',
  'wxNotify',
];

const HIDDEN_PATHS = [
  ...admin.map((name) => `/api/admin/${name}.do`),
  '/api/agent/login.do',
  '/api/agent/logout.do',
  ...notify.map((name) => `/api/pay/${name}.do`),
  '/user/pay/juhenewpayNotify.do',
  '/user/pay/juhenewpayNotify.do/',
  '/api/stock/updateStockData.do',
  '/api/site/getUrl.do',
  '/code/getCaptcha.do',
  '/api/site/getMan.do',
  '/api/site/getOne.do',
  '/api/site/getAll.do',
];

describe('endpoints the reference maps but nobody may reach (§18.0)', () => {
  it('none is in the contract registry or mounted', () => {
    const server = testServer();
    for (const path of HIDDEN_PATHS) {
      expect(endpointByPath.has(path), path).toBe(false);
      expect(
        server.mounted.some((e) => e.path === path),
        path,
      ).toBe(false);
    }
    expect(endpointList.some((e) => /Notify\.do$/.test(e.path))).toBe(false);
  });

  it('each answers 404 to GET and POST, visitor or logged in', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    for (const path of HIDDEN_PATHS) {
      for (const who of [undefined, token]) {
        const get = request(server.app).get(path).query({ url: 'http://example.com/', phone: '1' });
        const post = request(server.app)
          .post(path)
          .type('form')
          .send({ adminPhone: '1', pwd: 'x' });
        for (const call of [get, post]) {
          const res = await (who ? call.set(TOKEN_HEADER, who) : call);
          expect(res.status, `${path} ${who ? 'user' : 'visitor'}`).toBe(404);
          expect(springErrorReply.parse(res.body).path).toBe(path);
        }
      }
    }
  });
});
