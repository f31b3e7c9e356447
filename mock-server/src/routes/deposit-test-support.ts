// Shared by the deposit tests (routes and control API): fixture channels, an uploaded proof and a
// valid deposit form.
import request from 'supertest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { PayChannelType } from '../../../src/api/contracts/codes';
import type { SitePay } from '../../../src/api/contracts/models/site';
import { findUserByPhone } from '../store/users';
import { loginAs, testServer, type TestServer } from '../testing';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A TRC20 transaction hash (64 hex digits). */
export const TX_HASH = 'a'.repeat(32) + '0123456789abcdef0123456789abcdef';

/** The open fixture channel of a type (Alipay QR, company transfer, digital asset). */
export const channelOf = (server: TestServer, ctype: number): SitePay => {
  const found = server.store.db.sitePays.find(
    (p) => p.ctype === ctype && p.isShow === 0 && p.isLock === 0,
  );
  if (!found) throw new Error(`no open channel of ctype ${ctype}`);
  return found;
};

export const uploadProof = async (server: TestServer, token: string): Promise<string> => {
  const res = await request(server.app)
    .post('/user/upload.do')
    .set('USERTOKEN', token)
    .attach('upload_file', PNG, 'proof.png');
  const url = (res.body as { data?: { url?: unknown } }).data?.url;
  if (typeof url !== 'string') throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return url;
};

/** A valid bank-transfer deposit of `amt` (default 1000) with a fresh proof. */
export const depositForm = async (
  server: TestServer,
  token: string,
  overrides: Record<string, string | number> = {},
): Promise<Record<string, string | number>> => {
  const channel = channelOf(server, PayChannelType.COMPANY_TRANSFER);
  return {
    amt: '1000',
    payType: String(channel.ctype),
    payId: channel.id,
    payUsername: '张伟',
    payUrl: await uploadProof(server, token),
    ...overrides,
  };
};

export const inMoney = (server: TestServer, token: string, form: Record<string, string | number>) =>
  request(server.app)
    .post('/user/recharge/inMoney.do')
    .set('USERTOKEN', token)
    .type('form')
    .send(form);

export const rechargeList = (
  server: TestServer,
  token: string,
  form: Record<string, string | number> = {},
) =>
  request(server.app)
    .post('/user/recharge/list.do')
    .set('USERTOKEN', token)
    .type('form')
    .send(form);

export const userOf = (server: TestServer, key: keyof typeof NAMED_USERS) => {
  const user = findUserByPhone(server.store, NAMED_USERS[key].phone);
  if (!user) throw new Error(`no fixture user ${key}`);
  return user;
};

export const ordersOf = (server: TestServer, key: keyof typeof NAMED_USERS) =>
  server.store.tables.userRecharges.where('userId', userOf(server, key).id);

/** A verified trader's session and a valid form. */
export const ready = async (key: keyof typeof NAMED_USERS = 'verified') => {
  const server = testServer();
  const token = await loginAs(server, key);
  return { server, token, form: await depositForm(server, token) };
};

export const msgOf = (res: { body: unknown }) => (res.body as { msg: string }).msg;
