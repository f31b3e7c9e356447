// The mock's limit refusals (issue 17) reach the trader in their own language, with the wait.
import { afterAll, describe, expect, it } from 'vitest';

import { LIMIT_TEXT, loginBackoffText, tooFrequentText } from '@/api/contracts/limit-texts';
import { changeLanguage, initI18n, LANGUAGE_CODES } from '@/lib/i18n';

import { limitMessage } from './limit-message';
import { localizeServerMessage } from './server-message';

const SERVER_TEXTS = [
  tooFrequentText(42),
  tooFrequentText(3600),
  loginBackoffText(30),
  loginBackoffText(900),
  ...Object.values(LIMIT_TEXT),
];

describe('limit refusals in the trader’s language', () => {
  afterAll(async () => {
    await changeLanguage('zh-CN');
  });

  it('says how long to wait: seconds under a minute, whole minutes (rounded up) above', async () => {
    await initI18n('en');
    expect(limitMessage(tooFrequentText(42))).toBe('Too many attempts. Please try again in 42 s.');
    expect(limitMessage(tooFrequentText(61))).toBe('Too many attempts. Please try again in 2 min.');
    expect(limitMessage(loginBackoffText(30))).toBe(
      'Too many wrong passwords. Please try again in 30 s.',
    );
    expect(limitMessage(loginBackoffText(900))).toBe(
      'Too many wrong passwords. Please try again in 15 min.',
    );
    expect(limitMessage(LIMIT_TEXT.codeVoid)).toMatch(/request a new one/);
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'zh-CN'))(
    '%s: no Chinese server text is shown as sent',
    async (lng) => {
      await initI18n(lng);
      await changeLanguage(lng);
      for (const text of SERVER_TEXTS) {
        const shown = localizeServerMessage(text);
        expect(shown, text).not.toBe(text);
        expect(shown, text).not.toMatch(/common:|limits\./);
        if (lng !== 'tww') expect(shown, text).not.toMatch(/[\u4e00-\u9fff]/);
      }
      expect(localizeServerMessage(tooFrequentText(42))).toContain('42');
    },
  );

  it('leaves every other server text as it was', async () => {
    await initI18n('en');
    expect(limitMessage('登陆失败，用户名密码错误')).toBeUndefined();
    expect(localizeServerMessage('余额不足')).toBe('余额不足');
  });
});
