// `/user/recharge/inMoney.do` (api-contract §13.7): the order it creates — under review, no money
// moved — and the reference's checks and messages in its order (ours: deposit-own-checks.test.ts).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { PayChannelType } from '../../../src/api/contracts/codes';
import {
  DEPOSIT_OWN_TEXT,
  DEPOSIT_PENDING_LIMIT,
  DEPOSIT_TEXT,
} from '../../../src/api/contracts/deposit-texts';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import { loginAs, testServer } from '../testing';

import {
  channelOf,
  depositForm,
  inMoney,
  msgOf,
  ordersOf,
  ready,
  userOf,
} from './deposit-test-support';

describe('/user/recharge/inMoney.do: an accepted order', () => {
  it('is under review with the amount, payer, proof and the channel row; no money moves', async () => {
    const { server, token, form } = await ready();
    const before = { ...userOf(server, 'verified') };
    const ledger = server.store.tables.ledger.size;
    const res = await inMoney(server, token, {
      ...form,
      amt: '1234.56',
      // The form's channel columns are not trusted: the channel row's are stored.
      channelAccount: 'forged',
    });
    expect(res.body).toEqual({ status: 0, msg: DEPOSIT_TEXT.done });
    const order = ordersOf(server, 'verified').at(-1);
    const channel = channelOf(server, PayChannelType.COMPANY_TRANSFER);
    expect(order).toMatchObject({
      orderStatus: 0,
      payAmt: 1234.56,
      payChannel: '1',
      payUsername: '张伟',
      payId: channel.id,
      channelAccount: channel.channelAccount,
      channelType: channel.channelType,
      channelName: channel.channelName,
      payTime: null,
      orderDesc: null,
    });
    expect(order?.orderSn).toMatch(/^CZ\d{14}\d{4,}$/);
    expect(order?.payUrl).toMatch(/^http:\/\/localhost:\d+\/upload\/[\w-]+\.png$/);
    const after = userOf(server, 'verified');
    expect([after.userAmt, after.enableAmt]).toEqual([before.userAmt, before.enableAmt]);
    expect(server.store.tables.ledger.size).toBe(ledger);
  });

  it("the journal carries the reference's admin alarm for it", async () => {
    const { server, token, form } = await ready();
    await inMoney(server, token, form);
    const entry = server.harness.journal.list({ path: '/user/recharge/inMoney.do' }).at(-1);
    expect(entry?.note).toMatch(/^RECHARGE: deposit #\d+ CZ\d+ 1000 yuan under review$/);
  });

  it('a visitor gets the interceptor reply and nothing is created', async () => {
    const server = testServer();
    const count = server.store.tables.userRecharges.size;
    const res = await request(server.app).post('/user/recharge/inMoney.do').type('form').send({
      amt: '1000',
      payType: '1',
    });
    expect(res.body).toEqual({ success: false, msg: ENVELOPE_MESSAGES.interceptorNotLoggedIn });
    expect(server.store.tables.userRecharges.size).toBe(count);
  });
});

describe('/user/recharge/inMoney.do: the reference checks, in order', () => {
  it('amt or payType blank → 参数不能为空', async () => {
    const { server, token, form } = await ready();
    expect(msgOf(await inMoney(server, token, { ...form, amt: ' ' }))).toBe(
      DEPOSIT_TEXT.paramsBlank,
    );
    expect(msgOf(await inMoney(server, token, { ...form, payType: '' }))).toBe(
      DEPOSIT_TEXT.paramsBlank,
    );
  });

  it('no settings row → 设置set未初始化, before the amount is read', async () => {
    const { server, token, form } = await ready();
    for (const s of [...server.store.db.siteSettings])
      server.store.tables.siteSettings.remove(s.id);
    expect(msgOf(await inMoney(server, token, { ...form, amt: 'abc' }))).toBe(
      DEPOSIT_TEXT.settingMissing,
    );
  });

  it('an amount BigDecimal cannot read → the global error, nothing created', async () => {
    const { server, token, form } = await ready();
    const count = server.store.tables.userRecharges.size;
    const res = await inMoney(server, token, { ...form, amt: '1,000' });
    expect(res.body).toMatchObject({ status: 1, msg: ENVELOPE_MESSAGES.tooManyTraders });
    expect((res.body as { data: string }).data).toContain('NumberFormatException');
    expect(server.store.tables.userRecharges.size).toBe(count);
  });

  it('below chargeMinAmt → 充值金额不得低于100元 (before the KYC check)', async () => {
    const { server, token, form } = await ready();
    expect(server.store.db.siteSettings[0]?.chargeMinAmt).toBe(100);
    expect(msgOf(await inMoney(server, token, { ...form, amt: '99.99' }))).toBe(
      '充值金额不得低于100元',
    );
    const fresh = await loginAs(server, 'fresh');
    expect(msgOf(await inMoney(server, fresh, { ...form, amt: '50' }))).toBe(
      '充值金额不得低于100元',
    );
  });

  it('ours beside the minimum: not plain yuan with ≤ 2 decimals → 充值金额格式不正确', async () => {
    const { server, token, form } = await ready();
    for (const amt of ['100.001', '1e5', '+1000', '01000']) {
      expect(msgOf(await inMoney(server, token, { ...form, amt })), amt).toBe(
        DEPOSIT_OWN_TEXT.badAmount,
      );
    }
  });

  it('not verified (nothing submitted, or in review) → 未实名认证不能发起充值', async () => {
    const server = testServer();
    for (const key of ['fresh', 'kycReview', 'kycRejected'] as const) {
      const token = await loginAs(server, key);
      const res = await inMoney(server, token, await depositForm(server, token));
      expect(msgOf(res), key).toBe(DEPOSIT_TEXT.notVerified);
      expect(ordersOf(server, key).filter((o) => o.orderStatus === 0)).toHaveLength(0);
    }
  });

  it(`more than ${DEPOSIT_PENDING_LIMIT} under review → 一小时内只能发起10次入金; test-station orders count`, async () => {
    const { server, token } = await ready();
    const pending = () => ordersOf(server, 'verified').filter((o) => o.orderStatus === 0).length;
    // The fixture's one, two opened at the payment test station, then inMoney orders up to 10.
    expect(pending()).toBe(1);
    for (const path of ['/user/pay/juhe1.do', '/user/pay/flyPay.do']) {
      await request(server.app)
        .post(path)
        .set('USERTOKEN', token)
        .type('form')
        .send({ payType: 'alipay', payAmt: '500', currency: 'CNY' });
    }
    expect(
      ordersOf(server, 'verified').filter((o) => o.channelAccount === 'TEST-STATION'),
    ).toHaveLength(2);
    while (pending() < DEPOSIT_PENDING_LIMIT) {
      expect(msgOf(await inMoney(server, token, await depositForm(server, token)))).toBe(
        DEPOSIT_TEXT.done,
      );
    }
    // With 10 under review the reference still takes one (its test is "more than 10").
    expect(msgOf(await inMoney(server, token, await depositForm(server, token)))).toBe(
      DEPOSIT_TEXT.done,
    );
    expect(pending()).toBe(DEPOSIT_PENDING_LIMIT + 1);
    const refused = await inMoney(server, token, {
      ...(await depositForm(server, token)),
      payId: 999,
    });
    expect(msgOf(refused)).toBe(DEPOSIT_TEXT.tooManyPending);
    expect(pending()).toBe(DEPOSIT_PENDING_LIMIT + 1);
  });

  it('no site info → 设置信息info不存在', async () => {
    const { server, token, form } = await ready();
    for (const i of [...server.store.db.siteInfos]) server.store.tables.siteInfos.remove(i.id);
    expect(msgOf(await inMoney(server, token, form))).toBe(DEPOSIT_TEXT.infoMissing);
  });
});
