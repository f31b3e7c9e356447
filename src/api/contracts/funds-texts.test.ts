// Reading the funding replies back to their keys: the fixed texts, the two with figures, and an
// unknown text left alone (the app then shows it as written).
import { describe, expect, it } from 'vitest';

import {
  FUNDS_STATUS_0_TEXTS,
  FUNDS_TEXT,
  lowBalanceText,
  marginRangeText,
  readFundsText,
} from './funds-texts';

describe('readFundsText', () => {
  it('reads every fixed text back to its key', () => {
    for (const [key, text] of Object.entries(FUNDS_TEXT)) {
      expect(readFundsText(` ${text} `)).toEqual({ key });
    }
  });

  it('reads the amount of the low-balance refusal and the margin range', () => {
    expect(readFundsText(lowBalanceText('1007.00'))).toEqual({
      key: 'lowBalance',
      params: { amount: '1007.00' },
    });
    expect(readFundsText(marginRangeText(1000, 1_000_000))).toEqual({
      key: 'marginRange',
      params: { min: '1000', max: '1000000' },
    });
  });

  it('leaves other texts alone and marks the failures sent with status 0', () => {
    expect(readFundsText('下单成功')).toBeUndefined();
    expect(FUNDS_STATUS_0_TEXTS).toEqual([
      '请登录后操作',
      '申请失败，请稍后重试！',
      '操作异常，请稍后重试！',
    ]);
    expect(FUNDS_STATUS_0_TEXTS).not.toContain(FUNDS_TEXT.applied);
  });
});
