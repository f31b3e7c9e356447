// The placement grab's state (use-subscribe-form): lots typed (digits only), the live amount, its
// own checks (model/grab-form) and request.
import type { StockSubscribe } from '@/api/contracts/models/ipo';

import { GRAB_INTENT, type GrabParams } from '../api/grab-api';
import { checkGrab, grabAmount, type GrabProblem } from '../model/grab-form';
import { cleanLots } from '../model/lots-input';

import { useSubscribeForm } from './use-subscribe-form';

export const useGrabForm = (share: StockSubscribe, onDone: () => void) => {
  const form = useSubscribeForm<GrabParams, GrabProblem>({
    intent: GRAB_INTENT,
    clean: cleanLots,
    onDone,
    check: (lots, info) => {
      const checked = checkGrab({
        lots,
        stockType: share.stockType,
        price: share.price,
        enableAmt: info?.enableAmt ?? null,
      });
      return 'problem' in checked ? checked : { params: { code: share.code, num: checked.num } };
    },
  });
  return { ...form, amount: grabAmount(form.text, share.price) };
};
