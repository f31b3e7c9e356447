// The payment test station (ADR 0025): the page says it is a test station and shows the order;
// "paid" credits the balance through the ledger exactly once, "failed" never; the mark needs the
// order's token and this origin; every value on the page is escaped.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import { flyPay } from '../../../src/api/contracts/endpoints/payment-gateways';
import { createMockServer } from '../create-app';
import { depositRef } from '../domain/money/deposits';
import { fakeClock, loginAs, type TestServer } from '../testing';

/** Supertest listens on a new port per request: pay URLs use a fixed public origin instead. */
const ORIGIN = 'http://localhost:8091';

const testServer = (): TestServer => {
  const clock = fakeClock();
  const logged: string[] = [];
  const server = createMockServer({
    now: clock.now,
    publicOrigin: ORIGIN,
    log: (line) => logged.push(line),
    isControlOpenForInProcessTests: true,
  });
  return { ...server, clock, logged };
};

interface Station {
  id: number;
  token: string;
  origin: string;
  page: string;
}

const openOrder = async (server: TestServer, params: Record<string, string> = {}) => {
  const token = await loginAs(server, 'verified');
  const res = await request(server.app)
    .post(flyPay.path)
    .set(TOKEN_HEADER, token)
    .type('form')
    .send({ payType: 'alipay', payAmt: '1234.5', currency: 'CNY', ...params });
  const url = new URL(flyPay.data.parse(res.body.data).payUrl);
  return {
    id: Number(url.pathname.split('/').pop()),
    token: url.searchParams.get('token') ?? '',
    origin: url.origin,
    page: url.pathname + url.search,
  } satisfies Station;
};

/** The tester's click: a same-origin form POST, as the browser sends it. */
const mark = (
  server: TestServer,
  s: Station,
  outcome: string,
  headers: Record<string, string> = {},
) =>
  request(server.app)
    .post(`/pay-station/${s.id}`)
    .set({ Origin: s.origin, 'Sec-Fetch-Site': 'same-origin', ...headers })
    .type('form')
    .send({ token: s.token, outcome });

const money = (server: TestServer) => {
  const user = server.store.tables.users.first('phone', NAMED_USERS.verified.phone)!;
  return {
    userAmt: user.userAmt,
    enableAmt: user.enableAmt,
    sumChargeAmt: user.sumChargeAmt,
    ledger: server.store.tables.ledger.where('userId', user.id).length,
  };
};

const orderOf = (server: TestServer, s: Station) => server.store.tables.userRecharges.get(s.id)!;

describe('the test station page', () => {
  it('says plainly it is a test station and shows the order, with no script', async () => {
    const server = testServer();
    const s = await openOrder(server, { payAmt: '1234.5', currency: 'USD', payType: 'wxpay' });
    const res = await request(server.app).get(s.page);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('测试支付站');
    expect(res.text).toContain('Test payment station');
    expect(res.text).toContain('no real payment gateway');
    for (const value of [
      orderOf(server, s).orderSn!,
      '1234.50',
      'USD',
      'flyPay',
      'wxpay',
      '待支付',
    ]) {
      expect(res.text).toContain(value);
    }
    expect(res.text).not.toMatch(/<script|\son\w+=/i);
    const csp = res.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/script-src|unsafe/);
    // `no-referrer` would make browsers post `Origin: null`, which the mark refuses.
    expect(res.get('Referrer-Policy')).toBe('same-origin');
  });

  it('speaks the payer’s language (lang, else Accept-Language), still naming itself in 中文 and English', async () => {
    const server = testServer();
    const s = await openOrder(server);
    const en = await request(server.app).get(`${s.page}&lang=en`);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('Mark as paid');
    const th = await request(server.app).get(s.page).set('Accept-Language', 'th-TH,th;q=0.9');
    expect(th.text).toContain('<html lang="th"');
    expect(th.text).toContain('สถานีชำระเงินทดสอบ');
    expect(th.text).toContain('测试支付站');
    expect(th.text).toContain('Test payment station');
  });

  it('shows nothing of an order without its own token', async () => {
    const server = testServer();
    const s = await openOrder(server);
    const sn = orderOf(server, s).orderSn!;
    for (const page of [
      `/pay-station/${s.id}`,
      `/pay-station/${s.id}?token=${s.token.slice(1)}x`,
      `/pay-station/${s.id + 1}?token=${s.token}`,
    ]) {
      const res = await request(server.app).get(page);
      expect(res.status, page).toBe(404);
      expect(res.text).not.toContain(sn);
      expect(res.text).toContain('测试支付站');
    }
  });

  it('escapes every value it shows', async () => {
    const server = testServer();
    const evil = '<script>alert(1)</script>"\'&';
    const s = await openOrder(server, {
      payType: evil,
      currency: '"><img src=x onerror=alert(2)>',
    });
    const res = await request(server.app).get(s.page);
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('<img');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    expect(res.text).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });
});

describe('marking the payment', () => {
  it('"paid" credits the amount once through the ledger and says so on the page', async () => {
    const server = testServer();
    const s = await openOrder(server);
    const before = money(server);
    const res = await mark(server, s, 'paid');
    expect(res.status).toBe(303);
    expect(res.get('Location')).toBe(`${s.page}&lang=zh-CN`);
    const after = money(server);
    expect(after.userAmt).toBeCloseTo(before.userAmt + 1234.5, 2);
    expect(after.enableAmt).toBeCloseTo(before.enableAmt + 1234.5, 2);
    expect(after.sumChargeAmt).toBeCloseTo(before.sumChargeAmt + 1234.5, 2);
    const rows = server.store.tables.ledger.rows.filter((r) => r.ref === depositRef(s.id));
    expect(rows.map((r) => [r.field, r.delta, r.reason]).sort()).toEqual([
      ['enableAmt', 1234.5, 'deposit'],
      ['userAmt', 1234.5, 'deposit'],
    ]);
    expect(orderOf(server, s)).toMatchObject({
      orderStatus: 1,
      paySn: expect.stringMatching(/^TEST-/),
    });
    expect(orderOf(server, s).payTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const ledger = await request(server.app).get('/__harness/ledger');
    expect(ledger.body.mismatches).toEqual([]);
    const journal = await request(server.app).get('/__harness/journal?path=/pay-station/');
    const posted = (
      journal.body.entries as { method: string; status: number; params: object }[]
    ).filter((e) => e.method === 'POST');
    expect(posted).toEqual([
      expect.objectContaining({
        status: 303,
        params: expect.objectContaining({ outcome: 'paid' }),
      }),
    ]);
    const page = await request(server.app).get(s.page);
    expect(page.text).toContain('已支付');
    expect(page.text).not.toContain('<form');
  });

  it('ignores a second "paid", a double submit and reloads', async () => {
    const server = testServer();
    const s = await openOrder(server);
    const [first, second] = await Promise.all([mark(server, s, 'paid'), mark(server, s, 'paid')]);
    expect([first.status, second.status].sort()).toEqual([303, 409]);
    const once = money(server);
    expect((await mark(server, s, 'paid')).status).toBe(409);
    expect((await mark(server, s, 'failed')).status).toBe(409);
    await request(server.app).get(s.page);
    await request(server.app).get(s.page);
    expect(money(server)).toEqual(once);
    expect(orderOf(server, s).orderStatus).toBe(1);
  });

  it('"failed" credits nothing, and a failed order can never be paid', async () => {
    const server = testServer();
    const s = await openOrder(server);
    const before = money(server);
    expect((await mark(server, s, 'failed')).status).toBe(303);
    expect(orderOf(server, s).orderStatus).toBe(2);
    const refused = await mark(server, s, 'paid');
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('此订单已结束');
    expect(money(server)).toEqual(before);
    expect(orderOf(server, s).orderStatus).toBe(2);
  });

  it('refuses a cross-site POST, a wrong token and an unknown verdict, changing nothing', async () => {
    const server = testServer();
    const s = await openOrder(server);
    const before = money(server);
    const attempts = [
      [403, mark(server, s, 'paid', { Origin: 'https://evil.example' })],
      [403, mark(server, s, 'paid', { Origin: 'null' })],
      [403, mark(server, s, 'paid', { 'Sec-Fetch-Site': 'cross-site' })],
      [403, mark(server, s, 'paid', { 'Sec-Fetch-Site': 'same-site' })],
      // One character changed (never to itself: a token ending in "A" made this pass as right).
      [
        404,
        mark(
          server,
          { ...s, token: `${s.token.slice(0, -1)}${s.token.endsWith('A') ? 'B' : 'A'}` },
          'paid',
        ),
      ],
      [404, mark(server, { ...s, token: '' }, 'paid')],
      [400, mark(server, s, 'maybe')],
    ] as const;
    for (const [status, attempt] of attempts) expect((await attempt).status).toBe(status);
    expect(money(server)).toEqual(before);
    expect(orderOf(server, s).orderStatus).toBe(0);
  });
});
