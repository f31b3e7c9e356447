// What the application form and the placement grab share: the number typed (cleaned as typed), a
// check's problem, the submit once per intent (a double tap joins the request in flight; a lost
// reply or a reload is answered from my applications, never by a second send) and, once booked,
// the refresh of every screen showing applications and balances, then the records page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { useIntentSubmit, type IntentSubmitOptions } from '@/lib/intent/use-intent-submit';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { afterWrite } from '@/lib/queries/writes';

type UserInfo = ReturnType<typeof useUserInfo>['data'];

export interface SubscribeFormOptions<P, Problem> {
  intent: Pick<IntentSubmitOptions<P, string, never>, 'scope' | 'send' | 'findEvidence' | 'parse'>;
  /** What the input keeps of a keystroke (digits only). */
  clean: (text: string) => string;
  /** The checks before sending: a problem to show, or the request's params. */
  check: (text: string, info: UserInfo) => { problem: Problem } | { params: P };
  onDone: () => void;
}

export const useSubscribeForm = <P, Problem>({
  intent: options,
  clean,
  check,
  onDone,
}: SubscribeFormOptions<P, Problem>) => {
  const navigate = useNavigate();
  const info = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const intent = useIntentSubmit<P, string>(options);
  const { outcome, pending, dismiss } = intent;

  // Booked: the form is done until the records page replaces it — taps still arriving (a tenth
  // tap after the reply, during the page's exit) must not start a second application.
  const isFinished = useRef(false);
  useEffect(() => {
    if (pending || outcome.phase !== 'done') return;
    isFinished.current = true;
    void afterWrite('subscribe');
    onDone();
    dismiss();
    void navigate(routes.sharerecord.href(), { replace: true });
  }, [outcome, pending, dismiss, onDone, navigate]);

  const edit = (value: string) => {
    setText(clean(value));
    setProblem(null);
    if (outcome.phase === 'refused') dismiss();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending || intent.isBlocked || isFinished.current) return;
    const checked = check(text, info.data);
    if ('problem' in checked) setProblem(checked.problem);
    else void intent.submit(checked.params);
  };

  const resend = (record: IntentRecord<P>) => {
    dismiss();
    void intent.submit(record.params);
  };

  return { info: info.data, text, edit, problem, onSubmit, resend, intent };
};
