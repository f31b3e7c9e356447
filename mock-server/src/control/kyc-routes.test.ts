// Control API for verification reviews: list, approve (unlocks trading), reject with a reason, reset.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { KYC_REJECTION, NAMED_USERS } from '../../../fixtures/src/users';
import { findUserByPhone } from '../store/users';
import { controlOperations, loginAs, testServer, type TestServer } from '../testing';

const userInfo = async (server: TestServer, token: string) =>
  (
    (await request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token)).body as {
      data: { isActive: number; isLock: number; authMsg: string | null };
    }
  ).data;

const { kycReview, kycRejected, fresh, verified } = NAMED_USERS;

describe('control API: KYC reviews', () => {
  it('is listed by GET /__harness/', async () => {
    const paths = await controlOperations(testServer());
    for (const op of [
      'GET /__harness/kyc',
      'POST /__harness/kyc/:user/approve',
      'POST /__harness/kyc/:user/reject',
      'POST /__harness/kyc/:user/reset',
    ]) {
      expect(paths).toContain(op);
    }
  });

  it('GET /kyc lists the submissions in review', async () => {
    const res = await request(testServer().app).get('/__harness/kyc');
    const pending = (res.body as { pending: { phone: string; isActive: number }[] }).pending;
    expect(pending.map((p) => p.phone)).toContain(kycReview.phone);
    expect(pending.every((p) => p.isActive === 1)).toBe(true);
    expect(pending.map((p) => p.phone)).not.toContain(kycRejected.phone);
  });

  it('approve by phone: verified and unlocked, as the app then sees it', async () => {
    const server = testServer();
    const token = await loginAs(server, 'kycReview');
    const res = await request(server.app)
      .post(`/__harness/kyc/${kycReview.phone}/approve`)
      .send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone: kycReview.phone,
      isActive: 2,
      isLock: 0,
      authMsg: null,
    });
    expect(await userInfo(server, token)).toMatchObject({ isActive: 2, isLock: 0 });
    const list = await request(server.app).get('/__harness/kyc');
    expect(
      (list.body as { pending: { phone: string }[] }).pending.map((p) => p.phone),
    ).not.toContain(kycReview.phone);
  });

  it('reject by id with a reason: isActive 3 and authMsg', async () => {
    const server = testServer();
    const id = findUserByPhone(server.store, kycReview.phone)?.id;
    const res = await request(server.app)
      .post(`/__harness/kyc/${id}/reject`)
      .send({ reason: '证件照片不清晰' });
    expect(res.body).toMatchObject({ id, isActive: 3, authMsg: '证件照片不清晰' });
  });

  it('a reason is required; nothing submitted cannot be approved or rejected', async () => {
    const server = testServer();
    expect(
      (await request(server.app).post(`/__harness/kyc/${kycReview.phone}/reject`).send({})).status,
    ).toBe(400);
    expect(
      (
        await request(server.app)
          .post(`/__harness/kyc/${kycReview.phone}/reject`)
          .send({ reason: '   ' })
      ).status,
    ).toBe(400);
    expect(
      (await request(server.app).post(`/__harness/kyc/${fresh.phone}/approve`).send({})).status,
    ).toBe(409);
    expect(
      (await request(server.app).post(`/__harness/kyc/${fresh.phone}/reject`).send({ reason: 'x' }))
        .status,
    ).toBe(409);
    expect(findUserByPhone(server.store, fresh.phone)).toMatchObject({ isActive: 0, isLock: 1 });
  });

  it('unknown users are 404', async () => {
    const server = testServer();
    for (const key of ['13999999999', '999999', 'abc']) {
      expect(
        (await request(server.app).post(`/__harness/kyc/${key}/approve`).send({})).status,
      ).toBe(404);
      expect((await request(server.app).get(`/__harness/kyc/${key}`)).status).toBe(404);
    }
  });

  it('GET /kyc/:user shows one state; reset puts a user back to nothing submitted', async () => {
    const server = testServer();
    const one = await request(server.app).get(`/__harness/kyc/${kycRejected.phone}`);
    expect(one.body).toMatchObject({ isActive: 3, authMsg: KYC_REJECTION });
    const reset = await request(server.app).post(`/__harness/kyc/${verified.phone}/reset`).send({});
    expect(reset.body).toMatchObject({
      isActive: 0,
      isLock: 1,
      realName: null,
      idCard: null,
      img1Key: null,
      authMsg: null,
    });
  });

  it('the full loop: submit → approve through the control API', async () => {
    const server = testServer();
    const token = await loginAs(server, 'fresh');
    const submit = await request(server.app)
      .post('/user/auth.do')
      .set('USERTOKEN', token)
      .type('form')
      .send({ realName: '王芳', idCard: '110101199003071234', img1key: 'a', img2key: 'b' });
    expect(submit.body).toEqual({ status: 0, msg: '实名认证中' });
    expect(await userInfo(server, token)).toMatchObject({ isActive: 1 });
    await request(server.app).post(`/__harness/kyc/${fresh.phone}/approve`).send({}).expect(200);
    expect(await userInfo(server, token)).toMatchObject({ isActive: 2, isLock: 0 });
  });
});
