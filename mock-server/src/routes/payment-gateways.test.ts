// The online payment gateways (api-contract §18.29) on the full mock: the interceptor for
// visitors, Spring's 400 for each missing parameter, replies valid against the contract, a pending
// deposit per call whose pay URL is the mock's own test station, and the amount rules.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import {
  flyPay,
  juhe1,
  juheH5,
  PAY_GATEWAY_TEXT,
} from '../../../src/api/contracts/endpoints/payment-gateways';
import {
  ENVELOPE_MESSAGES,
  notLoggedInReply,
  serverResponse,
  springErrorReply,
} from '../../../src/api/contracts/envelope';
import { createMockServer } from '../create-app';
import { fakeClock, loginAs, testServer, type TestServer } from '../testing';

const FLY = { payType: 'alipay', payAmt: '1234.5', currency: 'USD' };
const JUHE = { payType: '8001', payAmt: '300' };

const call = (server: TestServer, path: string, params: object, token?: string) => {
  const req = request(server.app).post(path).type('form');
  return (token ? req.set(TOKEN_HEADER, token) : req).send(params);
};

const userOf = (server: TestServer) =>
  server.store.tables.users.first('phone', NAMED_USERS.verified.phone)!;

const pendingOf = (server: TestServer) =>
  server.store.tables.userRecharges
    .where('userId', userOf(server).id)
    .filter((r) => r.channelAccount === 'TEST-STATION');

describe('payment gateways: who and what they take', () => {
  it.each([juhe1, juheH5, flyPay])(
    '$path answers a visitor with the interceptor reply',
    async (e) => {
      const server = testServer();
      const res = await call(server, e.path, { ...FLY });
      expect(res.status).toBe(200);
      expect(notLoggedInReply.parse(res.body).msg).toBe(ENVELOPE_MESSAGES.interceptorNotLoggedIn);
      expect(
        server.store.tables.userRecharges.rows.some((r) => r.channelAccount === 'TEST-STATION'),
      ).toBe(false);
    },
  );

  const cases = [
    ...[juhe1, juheH5].flatMap((e) => Object.keys(JUHE).map((name) => [e, name, JUHE] as const)),
    ...Object.keys(FLY).map((name) => [flyPay, name, FLY] as const),
  ];
  it.each(cases)('%#: %s without %s is Spring 400', async (e, name, params) => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const res = await call(server, e.path, { ...params, [name]: undefined }, token);
    expect(res.status).toBe(400);
    expect(springErrorReply.parse(res.body).message).toBe(
      `Required String parameter '${name}' is not present`,
    );
    expect(pendingOf(server)).toHaveLength(0);
  });
});

describe('flyPay.do', () => {
  it('opens a pending deposit and answers a FlyPayVO whose payUrl is the test station', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const res = await call(server, flyPay.path, FLY, token);
    const reply = serverResponse(flyPay.data).parse(res.body);
    expect(reply.status, res.text).toBe(0);
    const vo = flyPay.data.parse(reply.data);
    const [row, ...more] = pendingOf(server);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      orderSn: vo.orderno,
      orderStatus: 0,
      payAmt: 1234.5,
      payChannel: 'alipay',
      channelType: 'USD',
      channelName: 'flyPay',
    });
    expect(vo).toMatchObject({ orderamount: '1234.5', paytype: 'alipay', ordercurrency: 'USD' });
    const url = new URL(vo.payUrl);
    expect(url.pathname).toBe(`/pay-station/${row!.id}`);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    const page = await request(server.app).get(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain(vo.orderno);
  });

  it('builds the pay URL on the configured public origin, with the payer’s language', async () => {
    const server = {
      ...createMockServer({
        now: fakeClock().now,
        publicOrigin: 'http://192.168.1.5:8091/',
        isControlOpenForInProcessTests: true,
        log: () => undefined,
      }),
      clock: fakeClock(),
      logged: [],
    };
    const token = await loginAs(server, 'verified');
    const res = await call(server, flyPay.path, FLY, token).set('lang', 'en');
    const url = new URL(flyPay.data.parse(res.body.data).payUrl);
    expect(url.origin).toBe('http://192.168.1.5:8091');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('answers a payAmt that is no number with the global error, and opens nothing', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    for (const payAmt of ['abc', '', ' 5', '1,000']) {
      const res = await call(server, flyPay.path, { ...FLY, payAmt }, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 1, msg: ENVELOPE_MESSAGES.tooManyTraders });
      expect(res.body.data).toContain('NumberFormatException');
    }
    expect(pendingOf(server)).toHaveLength(0);
  });
});

describe('juhe1.do / juheh5.do', () => {
  it.each([
    [juhe1, 'pc'],
    [juheH5, 'h5'],
  ] as const)(
    '$0.path answers the aggregator reply and opens a pending deposit',
    async (e, mode) => {
      const server = testServer();
      const token = await loginAs(server, 'verified');
      const reply = serverResponse(e.data).parse((await call(server, e.path, JUHE, token)).body);
      expect(reply.status).toBe(0);
      const data = e.data.parse(reply.data);
      const user = userOf(server);
      expect(data).toMatchObject({
        code: '0000',
        amount: '300',
        payType: '8001',
        mode,
        testStation: true,
      });
      expect(data.mchOrderNo).toMatch(new RegExp(`^${user.id}_\\d{14}$`));
      const [row] = pendingOf(server);
      expect(row).toMatchObject({
        orderSn: data.mchOrderNo,
        payAmt: 300,
        orderStatus: 0,
        channelType: 'CNY',
      });
      expect(new URL(data.payUrl).pathname).toBe(`/pay-station/${row!.id}`);
    },
  );

  it('gives two orders of one second different order numbers', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    await call(server, juhe1.path, JUHE, token);
    await call(server, juheH5.path, JUHE, token);
    const [a, b] = pendingOf(server);
    expect(a!.orderSn).not.toBe(b!.orderSn);
  });
});

describe('amounts the station refuses (ours)', () => {
  it.each([
    [flyPay, FLY, ['0', '-5', '0.001', '10000000.01', '1e9']],
    [juhe1, JUHE, ['0', '-1', 'abc', '12.345']],
    [juheH5, JUHE, ['', '00', '1e-3']],
  ] as const)(
    '%#: $0.path refuses non-positive or odd amounts with status 1',
    async (e, base, amounts) => {
      const server = testServer();
      const token = await loginAs(server, 'verified');
      for (const payAmt of amounts) {
        const res = await call(server, e.path, { ...base, payAmt }, token);
        expect(res.body, payAmt).toEqual({ status: 1, msg: PAY_GATEWAY_TEXT.badAmount });
      }
      expect(pendingOf(server)).toHaveLength(0);
    },
  );
});
