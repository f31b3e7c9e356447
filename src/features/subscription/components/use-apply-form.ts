// The application form's state (use-subscribe-form) with its own checks (model/apply-form) and
// request: the shares typed, the phone sent when known.
import type { StockSubscribe } from '@/api/contracts/models/ipo';

import { APPLY_INTENT, type ApplyParams } from '../api/apply-api';
import { applyAmount, checkApply, cleanShares, type ApplyProblem } from '../model/apply-form';

import { useSubscribeForm } from './use-subscribe-form';

export const useApplyForm = (share: StockSubscribe, type: 1 | 2, onDone: () => void) => {
  const form = useSubscribeForm<ApplyParams, ApplyProblem>({
    intent: APPLY_INTENT,
    clean: cleanShares,
    onDone,
    check: (text, info) => {
      const checked = checkApply({
        text,
        type,
        price: share.price,
        orderNumber: share.orderNumber,
        enableAmt: info?.enableAmt ?? null,
      });
      if ('problem' in checked) return checked;
      const phone = info?.phone;
      return {
        params: {
          newCode: share.code,
          applyNums: checked.applyNums,
          type,
          ...(phone ? { phone } : {}),
        },
      };
    },
  });
  const shares = /^\d+$/.test(form.text) ? Number(form.text) : null;
  return { ...form, amount: shares ? applyAmount(shares, share.price) : null };
};
