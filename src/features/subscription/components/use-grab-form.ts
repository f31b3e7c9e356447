// The placement grab's state: lots typed (digits only), the live amount, the checks before sending
// (model/grab-form), the submit once per intent, then the refresh and the records.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { routes } from '@/config/routes';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { afterWrite } from '@/lib/queries/writes';

import {
  findGrabEvidence,
  GRAB_SCOPE,
  parseGrabParams,
  sendGrab,
  type GrabParams,
} from '../api/grab-api';
import { checkGrab, grabAmount, type GrabProblem } from '../model/grab-form';
import { cleanLots } from '../model/lots-input';

export const useGrabForm = (share: StockSubscribe, onDone: () => void) => {
  const navigate = useNavigate();
  const info = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const [lots, setLots] = useState('');
  const [problem, setProblem] = useState<GrabProblem | null>(null);
  const intent = useIntentSubmit<GrabParams, string>({
    scope: GRAB_SCOPE,
    send: sendGrab,
    findEvidence: findGrabEvidence,
    parse: parseGrabParams,
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
    setLots(cleanLots(value));
    setProblem(null);
    if (outcome.phase === 'refused') dismiss();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending || intent.isBlocked) return;
    const checked = checkGrab({
      lots,
      stockType: share.stockType,
      price: share.price,
      enableAmt: info.data?.enableAmt ?? null,
    });
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    void intent.submit({ code: share.code, num: checked.num });
  };

  const resend = (record: IntentRecord<GrabParams>) => {
    dismiss();
    void intent.submit(record.params);
  };

  return {
    info: info.data,
    lots,
    edit,
    problem,
    amount: grabAmount(lots, share.price),
    onSubmit,
    resend,
    intent,
  };
};
