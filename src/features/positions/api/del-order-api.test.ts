// The delOrder quirk is decided in one place: "删除成功" means deleted whatever the status.
import { beforeEach, describe, expect, it } from 'vitest';

import { isApiError } from '@/lib/api/api-error';

import { fail, installFakeBackend, ok, prepareApp, type Reply } from '../testing/fake-backend';

import { cancelPendingOrder } from './del-order-api';

const withReply = (reply: Reply) => installFakeBackend({ '/user/delOrder.do': () => reply });

beforeEach(prepareApp);

describe('cancelPendingOrder', () => {
  it.each([
    ['the reference: status 1 删除成功', fail('删除成功')],
    ['a fixed backend: status 0', ok(null, '删除成功')],
  ])('resolves for %s', async (_name, reply) => {
    withReply(reply);
    await expect(cancelPendingOrder(3)).resolves.toEqual({ message: '删除成功' });
  });

  it.each(['该挂单不存在', '该挂单不属于您', '删除失败'])(
    'rejects %s with its text',
    async (msg) => {
      withReply(fail(msg));
      const error: unknown = await cancelPendingOrder(3).catch((e: unknown) => e);
      expect(isApiError(error) && error.kind === 'business' && error.serverMessage).toBe(msg);
    },
  );
});
