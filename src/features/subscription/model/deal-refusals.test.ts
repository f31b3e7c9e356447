// Each refusal text the mock answers for a block trade or a VIP grab has its localized key; an
// unknown text stays as written.
import { describe, expect, it } from 'vitest';

import {
  BLOCK_VIP_TEXT,
  blockMinSharesText,
  vipInsufficientText,
  vipThresholdText,
} from '@/api/contracts/block-vip-texts';

import { dealReplyOf } from './deal-refusals';

describe('block-trade and VIP refusals', () => {
  it.each([
    [BLOCK_VIP_TEXT.wrongKey, { key: 'refused.wrongKey' }],
    [BLOCK_VIP_TEXT.offerLocked, { key: 'refused.offerLocked' }],
    [BLOCK_VIP_TEXT.vipNotTradable, { key: 'refused.vipNotTradable' }],
    [BLOCK_VIP_TEXT.vipOutsideHours, { key: 'refused.outsideHours' }],
    [blockMinSharesText(500), { key: 'refused.blockMinShares', values: { n: '500' } }],
    [vipThresholdText(100000), { key: 'refused.vipThreshold', values: { n: '100000' } }],
    [vipInsufficientText('1234.5'), { key: 'refused.vipInsufficient', values: { n: '1234.5' } }],
    ['下单失败，融资可用金额小于200000元', { key: 'refused.fundsLow', values: { n: '200000' } }],
    ['下单失败，购买金额小于1000元', { key: 'refused.minAmount', values: { n: '1000' } }],
    ['下单失败，不能超过可用资金的80%', { key: 'refused.maxShare', values: { n: '80' } }],
    ['下单失败，购买数量大于10000股', { key: 'refused.maxShares', values: { n: '10000' } }],
    ['下单失败，请先实名认证', { key: 'refused.kyc' }],
    ['下单失败，账户已被锁定', { key: 'refused.accountLocked' }],
  ])('%s', (text, expected) => {
    expect(dealReplyOf(text)).toEqual(expected);
  });

  it('keeps an unknown text as the server wrote it', () => {
    expect(dealReplyOf('当前交易人数过多')).toEqual({ text: '当前交易人数过多' });
  });
});
