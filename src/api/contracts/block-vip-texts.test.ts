import { describe, expect, it } from 'vitest';

import {
  BLOCK_VIP_TEXT,
  blockMinSharesText,
  blockVipTextOf,
  vipInsufficientText,
  vipThresholdText,
} from './block-vip-texts';

describe('blockVipTextOf', () => {
  it('names every fixed text', () => {
    for (const [key, text] of Object.entries(BLOCK_VIP_TEXT)) {
      expect(blockVipTextOf(text)).toEqual({ key });
    }
  });

  it('reads the number out of the numbered texts', () => {
    expect(blockVipTextOf(blockMinSharesText(1000))).toEqual({ key: 'blockMinShares', n: '1000' });
    expect(blockVipTextOf(vipThresholdText('100000'))).toEqual({
      key: 'vipThreshold',
      n: '100000',
    });
    expect(blockVipTextOf(vipInsufficientText('1234.5'))).toEqual({
      key: 'vipInsufficient',
      n: '1234.5',
    });
  });

  it('knows no other text (buy.do refusals are shown as written)', () => {
    expect(blockVipTextOf('下单失败，融资可用金额小于10元')).toBeUndefined();
    expect(blockVipTextOf('')).toBeUndefined();
  });
});
