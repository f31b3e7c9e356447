// The withdrawal form's state: what the trader typed, the gates judged on live data and the server's
// clock, and the request sent once per intent (scope `money.withdraw`). A gate or a refusal never
// clears a field; a reload mid-submit brings the amount back from the intent record while the
// records decide what became of it. The funds password is sent, never stored.
import { useEffect, useMemo, useState, type FormEvent } from 'react';

import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { useBankInfo } from '@/lib/queries/bank-info';
import { useHasFundsPassword } from '@/lib/queries/funds-password';
import { useHolidayMode } from '@/lib/queries/product-setting';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { afterWrite } from '@/lib/queries/writes';
import { serverNow } from '@/lib/server-clock';

import { WITHDRAW_SCOPE, findWithdrawEvidence, sendWithdraw } from '../api/withdraw-api';
import { parseWithdrawIntent, type WithdrawIntent } from '../model/withdraw-intent';
import { cleanAmountInput } from '../model/deposit-input';
import { loadWithdrawMaths } from '../model/load-money-checks';
import { accountGate, limitsOf, passwordError, type GateText } from '../model/withdraw-gates';

import { useLoaded } from './use-loaded';

/** How often the hours gate is judged again while the form is open. */
const CLOCK_TICK_MS = 15_000;

interface FieldErrors {
  amount?: GateText | null;
  password?: GateText | null;
}

export const useWithdrawForm = () => {
  const user = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const bank = useBankInfo();
  const fundsPassword = useHasFundsPassword();
  const setting = useSiteSetting();
  const isHoliday = useHolidayMode();
  // The hours are judged on the server's clock: again on every tick and whenever a reply came
  // (each reply's Date header moves that clock, e.g. a harness that moved the mock's clock).
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const now = useMemo(
    () => serverNow(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock moves with these
    [tick, user.dataUpdatedAt, setting.dataUpdatedAt, bank.dataUpdatedAt],
  );

  const intent = useIntentSubmit<WithdrawIntent, string, string>({
    scope: WITHDRAW_SCOPE,
    send: (params, secret) => sendWithdraw(params, secret ?? ''),
    findEvidence: findWithdrawEvidence,
    parse: parseWithdrawIntent,
    onSuccess: () => setPasswordText(''),
  });
  const { outcome } = intent;

  const kept = 'record' in outcome ? outcome.record.params.amt : '';
  const [amount, setAmountText] = useState(kept);
  const [password, setPasswordText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** How many submits ran into the gate: it is announced (role=alert) and shown from the first. */
  const [gateHits, setGateHits] = useState(0);

  // Whenever a request is known to exist (reply, or found in the records), every screen showing
  // balances or withdrawal records refreshes.
  const isDone = outcome.phase === 'done';
  useEffect(() => {
    if (isDone) void afterWrite('withdraw');
  }, [isDone]);

  const available = user.data?.enableAmt;
  const limits = limitsOf(setting.data, available);
  const facts = {
    user: user.data,
    bankCard: bank.data,
    hasFundsPassword: fundsPassword.data,
    setting: setting.data,
    isHoliday,
    isLoadFailed: user.isError || bank.isError || fundsPassword.isError,
  };
  const gate = accountGate({ ...facts, now });

  // The decimal maths (amount check, 'all', fee preview) arrives just after the first paint;
  // a tap before that waits for it rather than being lost.
  const maths = useLoaded(loadWithdrawMaths);
  type Maths = NonNullable<typeof maths>;
  const withMaths = (run: (m: Maths) => void) => {
    if (maths) run(maths);
    else void loadWithdrawMaths().then(run);
  };
  const preview = maths?.feePreview(amount, setting.data) ?? null;

  // Editing after a refusal: the server's message no longer describes what is typed.
  const forgetRefusal = () => {
    if (intent.outcome.phase === 'refused') intent.dismiss();
  };
  const setAmount = (text: string) => {
    forgetRefusal();
    setAmountText(cleanAmountInput(text));
    setErrors((e) => ({ ...e, amount: null }));
  };
  const setPassword = (text: string) => {
    forgetRefusal();
    setPasswordText(text.replace(/\s+/g, '').slice(0, 32));
    setErrors((e) => ({ ...e, password: null }));
  };
  const fillAll = () => withMaths((m) => setAmount(m.allAmountText(available)));

  /** Every gate before anything is sent; true when `amt` may leave. */
  const check = (m: Maths, amt: string): boolean => {
    if (accountGate({ ...facts, now: serverNow() })) {
      setGateHits((n) => n + 1);
      return false;
    }
    const next = { amount: m.amountError(amt, limits), password: passwordError(password) };
    setErrors(next);
    return !next.amount && !next.password;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    withMaths((m) => {
      if (intent.pending || !check(m, amount)) return;
      void intent.submit({ amt: amount.trim() }, password);
    });
  };

  /** After 'not-found': the trader sends the recorded amount again, by hand, through the gates. */
  const resend = () => {
    if (!('record' in outcome) || intent.pending) return;
    const { params } = outcome.record;
    setAmountText(params.amt);
    withMaths((m) => {
      if (check(m, params.amt)) void intent.submit(params, password);
    });
  };

  const again = () => {
    intent.dismiss();
    setAmountText('');
    setPasswordText('');
    setGateHits(0);
  };

  return {
    available,
    setting: setting.data,
    gate,
    gateHits,
    amount,
    password,
    errors,
    preview,
    setAmount,
    setPassword,
    fillAll,
    onSubmit,
    resend,
    again,
    intent,
  };
};
