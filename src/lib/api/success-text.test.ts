import { describe, expect, it } from 'vitest';

import { successText } from './success-text';

describe('a success notice', () => {
  it("keeps the operator's words in Simplified Chinese", () => {
    expect(successText('平仓成功！', '平仓完成', 'zh-CN')).toBe('平仓成功！');
    expect(successText('', '平仓完成', 'zh-CN')).toBe('平仓完成');
  });

  it('shows our own text in every other language', () => {
    for (const language of ['en', 'tww', 'tg', 'yn']) {
      expect(successText('平仓成功！', 'own', language)).toBe('own');
    }
  });
});
