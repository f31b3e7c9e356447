// `/user/recharge/inMoney.do`: the mock's own checks (issue 19), after every reference check — the
// channel by id and its limits, the payer or (digital-asset channel) the transaction hash, the
// transfer proof from the upload flow.
import { describe, expect, it } from 'vitest';

import { PayChannelType } from '../../../src/api/contracts/codes';
import { DEPOSIT_OWN_TEXT, DEPOSIT_TEXT } from '../../../src/api/contracts/deposit-texts';
import { loginAs } from '../testing';

import {
  channelOf,
  inMoney,
  msgOf,
  ordersOf,
  ready,
  TX_HASH,
  uploadProof,
} from './deposit-test-support';

describe('/user/recharge/inMoney.do: ours, after the reference checks', () => {
  it('no payId → 请选择充值通道; unknown, hidden, locked or filled-up → 充值通道不存在或已停用', async () => {
    const { server, token, form } = await ready();
    const { payId: _payId, ...withoutChannel } = form;
    expect(msgOf(await inMoney(server, token, withoutChannel))).toBe(DEPOSIT_OWN_TEXT.noChannel);
    const pays = server.store.db.sitePays;
    const hidden = pays.find((p) => p.isShow !== 0);
    const filled = pays.find(
      (p) => p.isShow === 0 && (p.totalPrice ?? 0) >= (p.channelMaxLimit ?? 0),
    );
    expect(hidden && filled).toBeTruthy();
    for (const payId of [999, hidden?.id ?? 0, filled?.id ?? 0]) {
      expect(msgOf(await inMoney(server, token, { ...form, payId })), String(payId)).toBe(
        DEPOSIT_OWN_TEXT.channelClosed,
      );
    }
  });

  it("outside the channel's own min / max → 一次最高充值{max},最低充值{min}", async () => {
    const { server, token, form } = await ready();
    const bank = channelOf(server, PayChannelType.COMPANY_TRANSFER);
    const qr = channelOf(server, PayChannelType.ALIPAY);
    expect(msgOf(await inMoney(server, token, { ...form, amt: '999.99' }))).toBe(
      `一次最高充值${bank.channelMaxLimit},最低充值${bank.channelMinLimit}`,
    );
    const above = String((qr.channelMaxLimit ?? 0) + 0.01);
    expect(msgOf(await inMoney(server, token, { ...form, payId: qr.id, amt: above }))).toBe(
      `一次最高充值${qr.channelMaxLimit},最低充值${qr.channelMinLimit}`,
    );
    expect(
      msgOf(
        await inMoney(server, token, { ...form, payId: qr.id, amt: String(qr.channelMaxLimit) }),
      ),
    ).toBe(DEPOSIT_TEXT.done);
  });

  it('bank and QR channels: payer blank → 请输入转账用户名, then the proof', async () => {
    const { server, token, form } = await ready();
    expect(msgOf(await inMoney(server, token, { ...form, payUsername: '  ' }))).toBe(
      DEPOSIT_OWN_TEXT.payerBlank,
    );
    const { payUrl: _url, ...noProof } = form;
    expect(msgOf(await inMoney(server, token, noProof))).toBe(DEPOSIT_OWN_TEXT.proofMissing);
  });

  it("a proof that is not this user's upload → 转账凭证无效，请重新上传", async () => {
    const { server, token, form } = await ready();
    const other = await loginAs(server, 'verifiedNoCard');
    const othersUpload = await uploadProof(server, other);
    for (const payUrl of [
      'https://example.com/proof.png',
      'http://localhost/upload/no-such-key.png',
      othersUpload,
    ]) {
      expect(msgOf(await inMoney(server, token, { ...form, payUrl })), payUrl).toBe(
        DEPOSIT_OWN_TEXT.proofInvalid,
      );
    }
  });

  it("a proof named on another origin is stored on the mock's own", async () => {
    const { server, token, form } = await ready();
    const key = String(form.payUrl).split('/upload/')[1];
    await inMoney(server, token, { ...form, payUrl: `https://elsewhere.example/upload/${key}` });
    expect(ordersOf(server, 'verified').at(-1)?.payUrl).toMatch(
      new RegExp(`^http://localhost:\\d+/upload/${key?.replace('.', '\\.')}$`),
    );
  });

  it('a payer name longer than the column → 创建支付订单失败, nothing created', async () => {
    const { server, token, form } = await ready();
    const count = server.store.tables.userRecharges.size;
    expect(msgOf(await inMoney(server, token, { ...form, payUsername: '张'.repeat(101) }))).toBe(
      DEPOSIT_TEXT.insertFailed,
    );
    expect(server.store.tables.userRecharges.size).toBe(count);
  });

  it('digital asset: the transaction hash instead of payer and proof', async () => {
    const { server, token } = await ready();
    const asset = channelOf(server, PayChannelType.DIGITAL_ASSET);
    const form = { amt: '800', payType: '3', payId: asset.id };
    expect(msgOf(await inMoney(server, token, form))).toBe(DEPOSIT_OWN_TEXT.txHashBlank);
    expect(msgOf(await inMoney(server, token, { ...form, payUsername: 'abc' }))).toBe(
      DEPOSIT_OWN_TEXT.txHashInvalid,
    );
    expect(msgOf(await inMoney(server, token, { ...form, amt: '499', payUsername: TX_HASH }))).toBe(
      `一次最高充值${asset.channelMaxLimit},最低充值${asset.channelMinLimit}`,
    );
    expect(msgOf(await inMoney(server, token, { ...form, payUsername: TX_HASH }))).toBe(
      DEPOSIT_TEXT.done,
    );
    expect(ordersOf(server, 'verified').at(-1)).toMatchObject({
      orderStatus: 0,
      payAmt: 800,
      payId: asset.id,
      payUsername: TX_HASH,
      payUrl: null,
      channelType: 'USDT-TRC20',
      channelAccount: asset.channelAccount,
    });
  });
});
