import { describe, expect, it } from 'vitest';

import {
  DEPOSIT_OWN_TEXT,
  DEPOSIT_TEXT,
  depositChannelLimitText,
  depositMinText,
} from '@/api/contracts/deposit-texts';

import { depositRefusal } from './deposit-refusal';

describe('deposit refusals (api-contract §13.7, the mock’s own checks)', () => {
  it.each([
    [depositMinText(100), { key: 'deposit.refused.belowMinimum', params: { min: '100' } }],
    [
      depositChannelLimitText(5000000, 1000),
      { key: 'deposit.errors.outsideLimits', params: { max: '5000000', min: '1000' } },
    ],
    [DEPOSIT_TEXT.notVerified, { key: 'deposit.refused.kyc' }],
    [DEPOSIT_TEXT.tooManyPending, { key: 'deposit.refused.tooMany' }],
    [DEPOSIT_TEXT.insertFailed, { key: 'deposit.refused.failed' }],
    [DEPOSIT_OWN_TEXT.badAmount, { key: 'deposit.errors.amountInvalid' }],
    [DEPOSIT_OWN_TEXT.channelClosed, { key: 'deposit.refused.channelClosed' }],
    [DEPOSIT_OWN_TEXT.noChannel, { key: 'deposit.refused.channelClosed' }],
    [DEPOSIT_OWN_TEXT.payerBlank, { key: 'deposit.errors.payerRequired' }],
    [DEPOSIT_OWN_TEXT.txHashBlank, { key: 'deposit.errors.txidRequired' }],
    [DEPOSIT_OWN_TEXT.txHashInvalid, { key: 'deposit.errors.txidInvalid' }],
    [DEPOSIT_OWN_TEXT.proofMissing, { key: 'deposit.errors.proofRequired' }],
    [DEPOSIT_OWN_TEXT.proofInvalid, { key: 'deposit.refused.proofInvalid' }],
    [DEPOSIT_TEXT.settingMissing, { text: DEPOSIT_TEXT.settingMissing }],
    ['充值金额不得低于abc元', { text: '充值金额不得低于abc元' }],
  ])('%s', (text, expected) => {
    expect(depositRefusal(text)).toEqual(expected);
  });
});
