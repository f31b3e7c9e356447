// The transfer form's state: the direction (from the product flags; `?type=` preselects), the
// source account's transferable whole yuan, the amount and its check, and the submit through the
// intent record (a double tap joins the request in flight; a lost reply or a reload is answered
// from the funds ledger, never by a second send). A transfer that went through refreshes both
// accounts' balances and the ledger, and the form is free for the next one (e.g. the way back).
import { useEffect, useState, type FormEvent } from 'react';

import type { IntentRecord } from '@/lib/intent/in-flight';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { useProductSetting } from '@/lib/queries/product-setting';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { afterWrite } from '@/lib/queries/writes';

import {
  findTransferEvidence,
  parseTransferParams,
  sendTransfer,
  TRANSFER_SCOPE,
} from '../api/transfer-api';
import { loadTransferMaths } from '../model/load-money-checks';
import {
  allowedDirections,
  type AmountProblem,
  type TransferParams,
} from '../model/transfer-directions';

import { useLoaded } from './use-loaded';

export const useTransferForm = (
  preselect: number | undefined,
  onDone: (p: TransferParams) => void,
) => {
  const product = useProductSetting();
  const info = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const directions = allowedDirections(product.data ?? {});
  const [chosen, setChosen] = useState<number | undefined>(preselect);
  const direction = directions.find((d) => d.type === chosen) ?? directions[0];
  // The decimal maths arrives just after the first paint; until then "transferable" shows '--'.
  const maths = useLoaded(loadTransferMaths);
  type Maths = NonNullable<typeof maths>;
  /** Runs at once when the maths is in; a tap before that waits for it rather than being lost. */
  const withMaths = (run: (m: Maths) => void) => {
    if (maths) run(maths);
    else void loadTransferMaths().then(run);
  };
  const transferableFrom = (m: Maths) =>
    m.transferableOf(direction ? m.availableOf(direction.from, info.data) : null);
  const transferable = maths && transferableFrom(maths);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);

  const intent = useIntentSubmit<TransferParams, string>({
    scope: TRANSFER_SCOPE,
    send: sendTransfer,
    findEvidence: findTransferEvidence,
    parse: parseTransferParams,
    // Sent this visit and booked: the amount typed is spent.
    onSuccess: () => setAmount(''),
  });
  const { outcome, pending, dismiss } = intent;

  // Settled (answered now, or found in the ledger after a lost reply or a reload): refresh, say
  // it once, and free the form for the next transfer.
  useEffect(() => {
    if (pending || outcome.phase !== 'done') return;
    void afterWrite('transfer');
    onDone(outcome.record.params);
    dismiss();
  }, [outcome, pending, dismiss, onDone]);

  const choose = (type: number) => {
    setChosen(type);
    setProblem(null);
    if (outcome.phase === 'refused') dismiss();
  };

  const edit = (text: string) => {
    setAmount(text);
    setProblem(null);
    if (outcome.phase === 'refused') dismiss();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!direction || pending || intent.isBlocked) return;
    withMaths((m) => {
      const checked = m.checkTransferAmount(amount, transferableFrom(m));
      if ('problem' in checked) {
        setProblem(checked.problem);
        return;
      }
      void intent.submit({ amt: checked.amt, type: direction.type });
    });
  };

  /** Sends the open request again, by hand, after it was not found in the ledger. */
  const resend = (record: IntentRecord<TransferParams>) => {
    dismiss();
    void intent.submit(record.params);
  };

  return {
    isLoading: product.isPending || info.isPending,
    isError: product.isError || info.isError,
    retry: () => void Promise.all([product.refetch(), info.refetch()]),
    balances: info.data,
    directions,
    direction,
    choose,
    transferable,
    amount,
    setAmount: edit,
    fillAll: () => withMaths((m) => edit(transferableFrom(m).toString())),
    problem,
    onSubmit,
    resend,
    intent,
  };
};
