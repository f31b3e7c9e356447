// Bank card: add, update, getBankInfo (api-contract §13.1, §13.2) — one card per user.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { userBankInfoVO } from '../../../src/api/contracts/models/money';
import { findUserByPhone } from '../store/users';
import { loginAs, testServer, type TestServer } from '../testing';

const call = (server: TestServer, path: string, token: string, form: Record<string, string> = {}) =>
  request(server.app).post(`/user/bank/${path}`).set('USERTOKEN', token).type('form').send(form);

const CARD = {
  bankName: '招商银行',
  bankAddress: '招商银行深圳南山支行',
  bankNo: '6214830012345678',
};

const cardsOf = (server: TestServer, key: keyof typeof NAMED_USERS) => {
  const user = findUserByPhone(server.store, NAMED_USERS[key].phone);
  return user ? server.store.tables.userBanks.where('userId', user.id) : [];
};

describe('/user/bank/getBankInfo.do', () => {
  it('a user with a card gets {realName, bankName, bankNo, bankAddress}, the number unmasked', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const res = await call(server, 'getBankInfo.do', token);
    expect(res.body).toMatchObject({ status: 0, msg: '' });
    const data = userBankInfoVO.parse((res.body as { data: unknown }).data);
    const [card] = cardsOf(server, 'verified');
    expect(data).toEqual({
      realName: '张伟',
      bankName: card?.bankName,
      bankNo: card?.bankNo,
      bankAddress: card?.bankAddress,
    });
  });

  it('no card → 未添加银行信息', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verifiedNoCard');
    expect((await call(server, 'getBankInfo.do', token)).body).toEqual({
      status: 1,
      msg: '未添加银行信息',
    });
  });

  it('without a session → the interceptor reply', async () => {
    const res = await request(testServer().app).post('/user/bank/getBankInfo.do');
    expect(res.body).toEqual({ success: false, msg: '請先登錄，無權限訪問user' });
  });
});

describe('/user/bank/add.do', () => {
  it('adds the one card: success text in data, then getBankInfo shows it', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verifiedNoCard');
    expect((await call(server, 'add.do', token, CARD)).body).toEqual({
      status: 0,
      msg: '',
      data: '添加银行卡成功',
    });
    expect(cardsOf(server, 'verifiedNoCard')).toHaveLength(1);
    expect(cardsOf(server, 'verifiedNoCard')[0]).toMatchObject({
      ...CARD,
      bankImg: null,
      addTime: server.clock.now(),
    });
    const info = await call(server, 'getBankInfo.do', token);
    expect(info.body).toMatchObject({ status: 0, data: { bankNo: CARD.bankNo } });
  });

  it('a second card → 银行信息已存在，不要重复添加, the first one stays', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const before = structuredClone(cardsOf(server, 'verified'));
    expect((await call(server, 'add.do', token, CARD)).body).toEqual({
      status: 1,
      msg: '银行信息已存在，不要重复添加',
    });
    expect(cardsOf(server, 'verified')).toEqual(before);
  });

  it('a number under 16 characters → 银行卡号大于16位 (the reference text)', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verifiedNoCard');
    for (const bankNo of ['', '621483001234567', '   6214830012   ']) {
      expect((await call(server, 'add.do', token, { ...CARD, bankNo })).body).toEqual({
        status: 1,
        msg: '银行卡号大于16位',
      });
    }
    expect(cardsOf(server, 'verifiedNoCard')).toHaveLength(0);
  });

  it('a blank or missing bank name → 添加银行卡失败 (NOT NULL insert)', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verifiedNoCard');
    expect((await call(server, 'add.do', token, { ...CARD, bankName: ' ' })).body).toEqual({
      status: 1,
      msg: '添加银行卡失败',
    });
    const { bankName: _omit, ...noName } = CARD;
    expect((await call(server, 'add.do', token, noName)).body).toEqual({
      status: 1,
      msg: '添加银行卡失败',
    });
    expect(cardsOf(server, 'verifiedNoCard')).toHaveLength(0);
  });

  it('the branch is optional: stored as null when absent', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verifiedNoCard');
    const { bankAddress: _omit, ...noBranch } = CARD;
    expect((await call(server, 'add.do', token, noBranch)).body).toMatchObject({ status: 0 });
    expect(cardsOf(server, 'verifiedNoCard')[0]?.bankAddress).toBeNull();
  });
});

describe('/user/bank/update.do', () => {
  it('changes the card: 修改银行卡成功 in data', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    expect((await call(server, 'update.do', token, CARD)).body).toEqual({
      status: 0,
      msg: '',
      data: '修改银行卡成功',
    });
    expect(cardsOf(server, 'verified')).toEqual([expect.objectContaining(CARD)]);
  });

  it('no card on file → 修改失败，找不到银行', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verifiedNoCard');
    expect((await call(server, 'update.do', token, CARD)).body).toEqual({
      status: 1,
      msg: '修改失败，找不到银行',
    });
    expect(cardsOf(server, 'verifiedNoCard')).toHaveLength(0);
  });

  it('a blank name or number → 修改银行卡失败, the card unchanged', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const before = structuredClone(cardsOf(server, 'verified'));
    for (const form of [
      { ...CARD, bankName: '' },
      { ...CARD, bankNo: ' ' },
    ]) {
      expect((await call(server, 'update.do', token, form)).body).toEqual({
        status: 1,
        msg: '修改银行卡失败',
      });
    }
    expect(cardsOf(server, 'verified')).toEqual(before);
  });
});
