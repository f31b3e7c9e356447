// Support-bundle replay on the whole mock (issue 23): a frame in replay gets the user's recorded
// replies, the fast path included; what the bundle lacks comes from the fixtures; the journal marks
// each call; a reset ends the replay.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import {
  SUPPORT_BUNDLE_FORMAT,
  type BundleReply,
  type SupportBundle,
} from '../../../src/api/contracts/support-bundle';
import { loginAs, postJson, testServer } from '../testing';

import { FRAME_HEADER } from './faults';

const USER_INFO = '/user/getUserInfo.do';
const STOCK = '/api/stock/getSingleStock.do';
const POSITIONS = '/user/position/list.do';

const recorded = (
  path: string,
  body: unknown,
  params: Record<string, string> = {},
): BundleReply => ({
  method: path === POSITIONS ? 'POST' : 'GET',
  path,
  params,
  status: 200,
  receivedAt: 1_763_000_000_000,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const USER_REPLY = { status: 0, msg: '', data: { phone: '138****0007', userAmt: 4321.5 } };

const bundle = (replies: BundleReply[]): SupportBundle => ({
  format: SUPPORT_BUNDLE_FORMAT,
  version: 1,
  createdAt: '2026-11-18T02:00:00.000Z',
  timeZoneOffsetMinutes: 480,
  serverOffsetMs: 0,
  app: { version: '1.4.0', commit: 'abc1234', mode: 'production' },
  route: '/User',
  language: 'en',
  theme: 'black',
  isLoggedIn: true,
  viewport: { width: 375, height: 667 },
  userAgent: 'test',
  replies,
  isTruncated: false,
});

const SPRING_500 = { status: 500, error: 'Internal Server Error', path: USER_INFO };

/** A control-API DELETE (a write: JSON content type, as the guard requires). */
const del = (server: ReturnType<typeof testServer>, path: string) =>
  request(server.app).delete(path).set('Content-Type', 'application/json');

const setup = async (replies: BundleReply[]) => {
  const server = testServer();
  const res = await postJson(server, '/__harness/replays', {
    frame: 'f3',
    bundle: bundle(replies),
  });
  expect(res.status).toBe(201);
  return server;
};

describe('support-bundle replay', () => {
  it("answers the frame's calls from the bundle, and no other frame's", async () => {
    const server = await setup([recorded(USER_INFO, USER_REPLY)]);
    const replayed = await request(server.app).get(USER_INFO).set(FRAME_HEADER, 'f3');
    expect(replayed.status).toBe(200);
    expect(replayed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(replayed.body).toEqual(USER_REPLY);
    // Another frame (no session) gets the fixtures' "not logged in" reply.
    const live = await request(server.app).get(USER_INFO).set(FRAME_HEADER, 'f1');
    expect(live.body).not.toEqual(USER_REPLY);
  });

  it("replays a fast-path read too, the call's own parameters first", async () => {
    const server = await setup([
      recorded(STOCK, { status: 0, data: { name: 'recorded 600519' } }, { code: '600519' }),
      recorded(STOCK, { status: 0, data: { name: 'recorded 000001' } }, { code: '000001' }),
    ]);
    expect(server.fastPath.paths).toContain(STOCK);
    const ask = (code: string) =>
      request(server.app).get(STOCK).query({ code }).set(FRAME_HEADER, 'f3');
    expect((await ask('600519')).body.data.name).toBe('recorded 600519');
    expect((await ask('000001')).body.data.name).toBe('recorded 000001');
  });

  it('lets the fixtures answer what the bundle lacks, and marks both in the journal', async () => {
    const server = await setup([recorded(USER_INFO, USER_REPLY)]);
    const token = await loginAs(server, 'trader');
    await request(server.app).get(USER_INFO).set(FRAME_HEADER, 'f3');
    const fallback = await request(server.app)
      .post(POSITIONS)
      .type('form')
      .send({})
      .set(FRAME_HEADER, 'f3')
      .set('USERTOKEN', token);
    expect(fallback.body).toMatchObject({ status: 0 });
    await request(server.app).get(USER_INFO).set(FRAME_HEADER, 'f1');

    const marks = server.harness.journal
      .list()
      .filter((e) => e.frame !== undefined)
      .map((e) => [e.frame, e.path, e.replay]);
    expect(marks).toEqual([
      ['f3', USER_INFO, 'bundle'],
      ['f3', POSITIONS, 'fixtures'],
      ['f1', USER_INFO, undefined],
    ]);
    const listed = await request(server.app).get('/__harness/replays');
    expect(listed.body.replays[0]).toMatchObject({
      frame: 'f3',
      replies: 1,
      paths: [USER_INFO],
      answered: { bundle: 1, fixtures: 1 },
    });
  });

  it('replays an error reply with its status, and drops the connection where none came', async () => {
    const server = await setup([
      { ...recorded(USER_INFO, SPRING_500), status: 500 },
      { ...recorded(STOCK, ''), status: 0 },
    ]);
    const failed = await request(server.app).get(USER_INFO).set(FRAME_HEADER, 'f3');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual(SPRING_500);
    await expect(request(server.app).get(STOCK).set(FRAME_HEADER, 'f3')).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  });

  it('refuses a file that is not a bundle, with what is wrong', async () => {
    const server = testServer();
    const res = await postJson(server, '/__harness/replays', {
      frame: 'f2',
      bundle: { ...bundle([]), format: 'trader-capsule' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/bundle\.format/);
    expect((await request(server.app).get('/__harness/replays')).body.replays).toEqual([]);
  });

  it('ends a replay by DELETE and on a reset', async () => {
    const server = await setup([recorded(USER_INFO, USER_REPLY)]);
    expect((await del(server, '/__harness/replays/f9')).status).toBe(404);
    expect((await del(server, '/__harness/replays/f3')).body).toEqual({ ended: 1 });
    const after = await request(server.app).get(USER_INFO).set(FRAME_HEADER, 'f3');
    expect(after.body).not.toEqual(USER_REPLY);

    await postJson(server, '/__harness/replays', { frame: 'f4', bundle: bundle([]) });
    await postJson(server, '/__harness/state/reset');
    expect((await request(server.app).get('/__harness/replays')).body.replays).toEqual([]);
  });
});
