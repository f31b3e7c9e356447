// The request helper feeds the reply log: every reply as received, a failed request as status 0.
import { beforeEach, describe, expect, it } from 'vitest';

import { getUserInfo } from '@/api/contracts/endpoints/user';
import { request } from '@/lib/api-client';
import { startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, type Reply } from '@/testing/fake-backend';

import { replyLog } from './reply-log';

let reply: Reply;

beforeEach(async () => {
  replyLog.clear();
  reply = ok({ id: 7 });
  await startApp({ adapter: fakeAdapter(() => reply).adapter });
});

describe('what the request helper records', () => {
  it('records each reply as received, even one the app then refuses as off-contract', async () => {
    window.location.hash = '#/User';
    // { id: 7 } lacks the fields of a user: the app refuses it, support still sees what came.
    await expect(request(getUserInfo, {}, { alert: 'none' })).rejects.toThrow('contract');
    const [entry] = replyLog.snapshot().replies;
    expect(entry).toMatchObject({
      method: getUserInfo.uses,
      path: '/user/getUserInfo.do',
      status: 200,
      body: JSON.stringify(ok({ id: 7 })),
      route: '/User',
    });
  });

  it('records a request that got no reply as status 0 with no body', async () => {
    reply = 'network';
    await expect(request(getUserInfo, {}, { alert: 'none' })).rejects.toThrow();
    expect(replyLog.snapshot().replies.map((r) => [r.path, r.status, r.body])).toEqual([
      ['/user/getUserInfo.do', 0, ''],
    ]);
  });

  it('does not record a request the app cancelled itself', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      request(getUserInfo, {}, { alert: 'none', signal: controller.signal }),
    ).rejects.toThrow();
    expect(replyLog.snapshot().replies).toEqual([]);
  });
});
