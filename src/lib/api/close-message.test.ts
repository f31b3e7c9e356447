// The backend's close refusals reach the trader in their own language, with the number or the
// back office's reason kept; a text the contract does not know is shown as sent.
import { afterAll, describe, expect, it } from 'vitest';

import {
  aboveHeldText,
  CLOSE_TEXT,
  closeRefusalOf,
  fundsTooSoonText,
  lockedPositionText,
} from '@/api/contracts/close-texts';
import { changeLanguage, initI18n, LANGUAGE_CODES } from '@/lib/i18n';

import { closeMessage } from './close-message';
import { localizeServerMessage } from './server-message';

const SERVER_TEXTS = [
  ...Object.values(CLOSE_TEXT),
  fundsTooSoonText(5),
  aboveHeldText(300),
  lockedPositionText('风控冻结'),
];

describe('close refusals in the trader’s language', () => {
  afterAll(async () => {
    await changeLanguage('zh-CN');
  });

  it('reads every server text back, the numbers and the reason included', () => {
    for (const key of Object.keys(CLOSE_TEXT) as (keyof typeof CLOSE_TEXT)[]) {
      expect(closeRefusalOf(CLOSE_TEXT[key])).toEqual({ key });
    }
    expect(closeRefusalOf(fundsTooSoonText(5))).toEqual({ key: 'fundsTooSoon', minutes: 5 });
    expect(closeRefusalOf(aboveHeldText(300))).toEqual({ key: 'aboveHeld', shares: 300 });
    expect(closeRefusalOf(lockedPositionText('风控冻结'))).toEqual({
      key: 'locked',
      reason: '风控冻结',
    });
    expect(closeRefusalOf('平仓成功！')).toBeUndefined();
  });

  it('keeps the minutes, the shares and the back office’s words', async () => {
    await initI18n('en');
    await changeLanguage('en');
    expect(closeMessage(fundsTooSoonText(5))).toBe(
      'A position cannot be closed within 5 minutes of buying',
    );
    expect(closeMessage(aboveHeldText(300))).toContain('300');
    expect(closeMessage(lockedPositionText('风控冻结'))).toBe('Cannot close: 风控冻结');
    expect(localizeServerMessage('服务器开小差了')).toBe('服务器开小差了');
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'zh-CN'))(
    '%s: no Chinese close refusal is shown as sent',
    async (lng) => {
      await initI18n(lng);
      await changeLanguage(lng);
      for (const text of SERVER_TEXTS) {
        const shown = localizeServerMessage(text);
        expect(shown, text).not.toBe(text);
        expect(shown, text).not.toMatch(/common:|closeRefused\./);
        if (lng !== 'tww' && !text.includes('风控冻结')) {
          expect(shown, text).not.toMatch(/[\u4e00-\u9fff]/);
        }
      }
    },
  );
});

describe('in Chinese', () => {
  it('shows the operator’s own words, unchanged', async () => {
    await initI18n('zh-CN');
    await changeLanguage('zh-CN');
    for (const text of SERVER_TEXTS) expect(localizeServerMessage(text)).toBe(text);
  });
});
