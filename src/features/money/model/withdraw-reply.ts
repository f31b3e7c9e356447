// The backend's withdrawal refusals (api-contract §13.8, `WITHDRAW_TEXT`) in the trader's
// language, with the field they belong to and the route that fixes them. A text we do not know is
// shown as the server wrote it; no text at all gets the reference's generic failure.
import { WITHDRAW_TEXT } from '@/api/contracts/money-texts';
import { routes } from '@/config/routes';
import { ADD_CARD_ROUTE, KYC_ROUTE } from '@/lib/account-gates';

import type { GateText } from './withdraw-gates';

export interface WithdrawRefusal extends GateText {
  /** Where the message is shown: under a field, or above the button. */
  field: 'amount' | 'password' | 'form';
  fixHref?: string;
  fixLabel?: string;
  /** The server's own text, shown as is when `key` is absent. */
  raw?: string;
}

const k = (key: string) => `money:withdraw.server.${key}`;

const EXACT: Record<string, Omit<WithdrawRefusal, 'raw'>> = {
  [WITHDRAW_TEXT.wrongFundsPassword]: { field: 'password', key: k('wrongPassword') },
  [WITHDRAW_TEXT.servicePasswordWrong]: { field: 'password', key: k('wrongPassword') },
  [WITHDRAW_TEXT.paramsBlank]: { field: 'amount', key: 'money:withdraw.amount.required' },
  [WITHDRAW_TEXT.userLocked]: {
    field: 'form',
    key: k('locked'),
    fixHref: routes.service.href(),
    fixLabel: 'money:withdraw.fix.service',
  },
  [WITHDRAW_TEXT.notVerified]: {
    field: 'form',
    key: 'common:gates.withdraw.kycMissing',
    fixHref: KYC_ROUTE,
    fixLabel: 'common:gates.fix.kyc',
  },
  [WITHDRAW_TEXT.noBankCard]: {
    field: 'form',
    key: 'common:gates.withdraw.noCard',
    fixHref: ADD_CARD_ROUTE,
    fixLabel: 'common:gates.fix.card',
  },
  [WITHDRAW_TEXT.demoUser]: { field: 'form', key: 'money:withdraw.gate.demo' },
  [WITHDRAW_TEXT.holiday]: { field: 'form', key: 'money:withdraw.gate.holiday' },
  [WITHDRAW_TEXT.lowBalance]: { field: 'amount', key: k('lowBalance') },
  [WITHDRAW_TEXT.failed]: { field: 'form', key: k('error') },
};

const MIN = /^出金金额不得低于(\d+(?:\.\d+)?)元$/;
const HOURS = /^出金失败，出金时间在(\d+)点 - (\d+)点 之间$/;

export const withdrawRefusal = (serverMessage: string): WithdrawRefusal => {
  const text = serverMessage.trim();
  const exact = EXACT[text];
  if (exact) return exact;
  const min = MIN.exec(text);
  if (min)
    return { field: 'amount', key: 'validation:withdrawal.belowMin', values: { min: min[1]! } };
  const hours = HOURS.exec(text);
  if (hours) {
    return {
      field: 'form',
      key: 'money:withdraw.gate.hours',
      values: { begin: hours[1]!, end: hours[2]! },
    };
  }
  if (text === '') return { field: 'form', key: k('failed') };
  return { field: 'form', key: '', raw: text };
};
