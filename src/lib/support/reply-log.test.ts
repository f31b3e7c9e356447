import { describe, expect, it } from 'vitest';

import { createReplyLog, type LoggedReply } from './reply-log';

const reply = (n: number, body = `{"n":${n}}`): LoggedReply => ({
  method: 'GET',
  path: `/api/n${n}.do`,
  params: new URLSearchParams(),
  status: 200,
  receivedAt: n,
  body,
  route: '/home',
});

describe('the reply log', () => {
  it('keeps replies oldest first and is not truncated while within its limits', () => {
    const log = createReplyLog({ maxReplies: 3, maxChars: 100 });
    log.add(reply(1));
    log.add(reply(2));
    expect(log.snapshot().replies.map((r) => r.receivedAt)).toEqual([1, 2]);
    expect(log.snapshot().isTruncated).toBe(false);
  });

  it('drops the oldest beyond the count limit and says so', () => {
    const log = createReplyLog({ maxReplies: 3, maxChars: 100 });
    for (let n = 1; n <= 5; n += 1) log.add(reply(n));
    expect(log.snapshot().replies.map((r) => r.receivedAt)).toEqual([3, 4, 5]);
    expect(log.snapshot().isTruncated).toBe(true);
  });

  it('drops the oldest beyond the size limit', () => {
    const log = createReplyLog({ maxReplies: 10, maxChars: 25 });
    log.add(reply(1, 'a'.repeat(10)));
    log.add(reply(2, 'b'.repeat(10)));
    log.add(reply(3, 'c'.repeat(10)));
    expect(log.snapshot().replies.map((r) => r.receivedAt)).toEqual([2, 3]);
    expect(log.snapshot().isTruncated).toBe(true);
  });

  it('keeps a reply alone over the size limit without its body, and the others', () => {
    const log = createReplyLog({ maxReplies: 10, maxChars: 25 });
    log.add(reply(1, 'a'.repeat(10)));
    log.add(reply(2, 'x'.repeat(26)));
    const { replies, isTruncated } = log.snapshot();
    expect(replies.map((r) => [r.receivedAt, r.body])).toEqual([
      [1, 'a'.repeat(10)],
      [2, ''],
    ]);
    expect(isTruncated).toBe(true);
  });

  it('gives a snapshot later additions do not change, and empties on clear', () => {
    const log = createReplyLog({ maxReplies: 10, maxChars: 100 });
    log.add(reply(1));
    const before = log.snapshot();
    log.add(reply(2));
    expect(before.replies).toHaveLength(1);
    log.clear();
    expect(log.snapshot()).toEqual({ replies: [], isTruncated: false });
  });
});
