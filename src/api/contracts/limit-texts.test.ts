// The limit refusals the mock words and the app reads back (issue 17).
import { describe, expect, it } from 'vitest';

import { LIMIT_TEXT, loginBackoffText, readLimitText, tooFrequentText } from './limit-texts';

describe('limit texts', () => {
  it('read back what the mock writes, waits included', () => {
    expect(readLimitText(tooFrequentText(37))).toEqual({ kind: 'tooFrequent', seconds: 37 });
    expect(readLimitText(loginBackoffText(900))).toEqual({ kind: 'loginBackoff', seconds: 900 });
    for (const [kind, text] of Object.entries(LIMIT_TEXT)) {
      expect(readLimitText(text)).toEqual({ kind });
    }
  });

  it('do not mistake the reference’s own refusals for limits', () => {
    for (const text of [
      '验证码错误,请重新输入',
      '修改密码失败，验证码错误',
      '登陆失败, 账户被锁定',
      '',
    ]) {
      expect(readLimitText(text)).toBeUndefined();
    }
  });
});
