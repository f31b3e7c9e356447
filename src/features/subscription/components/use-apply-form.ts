// The application form's state: the shares typed, the checks before sending (model/apply-form),
// the submit once per intent (a double tap joins the request in flight; a lost reply or a reload
// is answered from my applications, never by a second send) and, once booked, the refresh of
// every screen showing applications and balances, then the records page.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { routes } from '@/config/routes';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { afterWrite } from '@/lib/queries/writes';

import {
  APPLY_SCOPE,
  findApplyEvidence,
  parseApplyParams,
  sendApply,
  type ApplyParams,
} from '../api/apply-api';
import { applyAmount, checkApply, cleanShares, type ApplyProblem } from '../model/apply-form';

export const useApplyForm = (share: StockSubscribe, type: 1 | 2, onDone: () => void) => {
  const navigate = useNavigate();
  const info = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ApplyProblem | null>(null);
  const intent = useIntentSubmit<ApplyParams, string>({
    scope: APPLY_SCOPE,
    send: sendApply,
    findEvidence: findApplyEvidence,
    parse: parseApplyParams,
  });
  const { outcome, pending, dismiss } = intent;

  useEffect(() => {
    if (pending || outcome.phase !== 'done') return;
    void afterWrite('subscribe');
    onDone();
    dismiss();
    void navigate(routes.sharerecord.href(), { replace: true });
  }, [outcome, pending, dismiss, onDone, navigate]);

  const edit = (value: string) => {
    setText(cleanShares(value));
    setProblem(null);
    if (outcome.phase === 'refused') dismiss();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending || intent.isBlocked) return;
    const checked = checkApply({
      text,
      type,
      price: share.price,
      orderNumber: share.orderNumber,
      enableAmt: info.data?.enableAmt ?? null,
    });
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    const phone = info.data?.phone;
    void intent.submit({
      newCode: share.code,
      applyNums: checked.applyNums,
      type,
      ...(phone ? { phone } : {}),
    });
  };

  const resend = (record: IntentRecord<ApplyParams>) => {
    dismiss();
    void intent.submit(record.params);
  };

  const shares = /^\d+$/.test(text) ? Number(text) : null;
  return {
    info: info.data,
    text,
    edit,
    problem,
    amount: shares ? applyAmount(shares, share.price) : null,
    onSubmit,
    resend,
    intent,
  };
};
