// The life of a close request, the same for stocks and contracts: one request per intent, and a
// lost reply settled by reading the position again — a close is never sent twice (api-contract
// §11.4, §11.13).
import type { TFunction } from 'i18next';
import { useState } from 'react';

import { useErrorMessage } from '@/components/list-states';
import { isApiError } from '@/lib/api/api-error';
import { successText } from '@/lib/api/success-text';
import { afterWrite } from '@/lib/queries/writes';
import { useSubmitOnce } from '@/lib/use-submit-once';

import { judgeCloseOutcome } from '../model/close-outcome';

/** `amount`: what was asked to close, in the position's unit (shares or lots). */
export type CloseStage =
  | { name: 'form' }
  /** Reading the position again after a lost reply. */
  | { name: 'checking'; amount: number }
  /** The re-read failed: only another re-read is offered. */
  | { name: 'unknown'; amount: number }
  | { name: 'changed' }
  | { name: 'done'; amount: number };

export interface CloseNotice {
  text: string;
  tone: 'error' | 'info';
}

/** Failures after which the server may or may not have booked the close. */
const isOutcomeUnknown = (e: unknown): boolean =>
  !isApiError(e) || !['business', 'bad-request', 'not-logged-in'].includes(e.kind);

export const useCloseFlow = ({
  t,
  send,
  reread,
}: {
  /** The sheet's `t` (no translation hook of its own: issue 24). */
  t: TFunction<'positions'>;
  /** Sends the close of `amount`; the reply's message. */
  send: (amount: number) => Promise<{ message: string }>;
  /** What the position holds now; null when it is no longer open. */
  reread: () => Promise<number | null>;
}) => {
  const errorMessage = useErrorMessage();
  const [stage, setStage] = useState<CloseStage>({ name: 'form' });
  const [notice, setNotice] = useState<CloseNotice | null>(null);

  /**
   * Reads the position again and decides; true when the close is settled (sheet locked). A failed
   * read leaves only "re-check" on screen — the confirm button is gone until a read says the
   * position is unchanged.
   */
  const verify = async (requested: number, held: number): Promise<boolean> => {
    setStage({ name: 'checking', amount: requested });
    try {
      const outcome = judgeCloseOutcome(held, requested, await reread());
      void afterWrite('close');
      if (outcome === 'done') {
        setStage({ name: 'done', amount: requested });
        setNotice({ text: t('close.confirmedDone'), tone: 'info' });
        return true;
      }
      if (outcome === 'changed') {
        setStage({ name: 'changed' });
        return true;
      }
      setStage({ name: 'form' });
      setNotice({ text: t('close.notDone'), tone: 'info' });
      return false;
    } catch {
      setStage({ name: 'unknown', amount: requested });
      return false;
    }
  };

  const { submit, pending } = useSubmitOnce(async (requested: number, held: number) => {
    setNotice(null);
    try {
      const { message } = await send(requested);
      setStage({ name: 'done', amount: requested });
      setNotice({ text: successText(message, t('close.success')), tone: 'info' });
      return true;
    } catch (e) {
      if (isOutcomeUnknown(e)) return verify(requested, held);
      setNotice({ text: errorMessage(e) ?? t('close.failed'), tone: 'error' });
      return false;
    }
  });

  /** Reads again after an unknown outcome, against what is held now. */
  const recheck = (held: number) => {
    if (stage.name === 'unknown') void verify(stage.amount, held);
  };

  return { stage, notice, setNotice, submit, pending, recheck };
};

export type CloseFlow = ReturnType<typeof useCloseFlow>;
