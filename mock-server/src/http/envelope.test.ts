import { describe, expect, it } from 'vitest';

import { fail, notLoggedIn, ok, springError, springTimestamp, tooManyTraders } from './envelope';

describe('envelope helpers', () => {
  it('ok() is status 0 with msg and data, leaving data out when there is none', () => {
    expect(ok({ a: 1 }, 'done')).toEqual({ status: 0, msg: 'done', data: { a: 1 } });
    expect(ok([1])).toEqual({ status: 0, msg: '', data: [1] });
    expect(JSON.stringify(ok())).toBe('{"status":0,"msg":""}');
    expect(JSON.stringify(ok(null))).toBe('{"status":0,"msg":"","data":null}');
  });

  it('fail() is status 1 with the message', () => {
    expect(JSON.stringify(fail('不存在的平台类型'))).toBe('{"status":1,"msg":"不存在的平台类型"}');
  });

  it('the interceptor reply has no status field', () => {
    const body = notLoggedIn();
    expect(body).toEqual({ success: false, msg: '請先登錄，無權限訪問user' });
    expect(body).not.toHaveProperty('status');
  });

  it('an exception becomes status 1 "too many traders" with the exception text in data', () => {
    expect(tooManyTraders(new TypeError('x is null'))).toEqual({
      status: 1,
      msg: '當前交易人數過多，請稍後嘗試！',
      data: 'TypeError: x is null',
    });
  });

  it('Spring error bodies carry timestamp, status, reason, message and path', () => {
    const at = Date.parse('2026-11-02T01:30:00.000Z');
    expect(springTimestamp(at)).toBe('2026-11-02T01:30:00.000+0000');
    expect(springError(400, 'm', '/p', at)).toEqual({
      timestamp: '2026-11-02T01:30:00.000+0000',
      status: 400,
      error: 'Bad Request',
      message: 'm',
      path: '/p',
    });
    expect(springError(405, 'm', '/p', at).error).toBe('Method Not Allowed');
  });
});
