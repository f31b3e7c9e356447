// Sending an order exactly once. A double tap joins the request in flight (useSubmitOnce +
// intentKey). Before it leaves, a record goes to sessionStorage; when the reply never comes (or the
// page was reloaded mid-submit) the position / pending-order lists are compared with the record
// before anything else is offered: found → success; not found → the trader may send again, by
// hand. Nothing is ever re-sent automatically.
import { useCallback, useEffect, useState } from 'react';

import { isApiError, type ApiErrorKind } from '@/lib/api/api-error';
import { serverNow } from '@/lib/server-clock';
import { useSubmitOnce } from '@/lib/use-submit-once';

import { fetchEvidence, sendOrder } from '../api/order-api';
import type { OrderRequest } from '../model/order-request';
import {
  clearInFlight,
  readInFlight,
  reconcile,
  saveInFlight,
  type InFlightRecord,
} from '../model/reconcile';
import { failureText, type ReplyText } from '../model/server-reply';

export type SubmitOutcome =
  | { phase: 'idle' }
  | { phase: 'refused'; text: ReplyText }
  | { phase: 'checking'; record: InFlightRecord }
  | { phase: 'booked'; record: InFlightRecord }
  | { phase: 'not-found'; record: InFlightRecord }
  | { phase: 'check-failed'; record: InFlightRecord };

/** Replies after which the order may or may not have been booked. */
const UNKNOWN_OUTCOME: readonly ApiErrorKind[] = [
  'timeout',
  'network',
  'empty-reply',
  'server',
  'malformed',
  'contract',
];

const store = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export interface SubmitMeta {
  record: Omit<InFlightRecord, 'v' | 'at' | 'endpoint' | 'params' | 'quantity'>;
}

export const useOrderSubmit = ({
  onSuccess,
}: {
  /** The order was booked: the server's text (or '' when found by reconciliation). */
  onSuccess: (message: string, record: InFlightRecord) => void;
}) => {
  const [outcome, setOutcome] = useState<SubmitOutcome>(() => {
    const s = store();
    const record = s ? readInFlight(s) : null;
    return record ? { phase: 'checking', record } : { phase: 'idle' };
  });

  /**
   * Compares the record with the lists: the outcome to show, or null when the order was booked
   * during this visit (handed to onSuccess).
   */
  const settle = useCallback(
    async (record: InFlightRecord, isAfterReload: boolean): Promise<SubmitOutcome | null> => {
      let result: ReturnType<typeof reconcile>;
      try {
        result = reconcile(record, await fetchEvidence(record));
      } catch {
        return { phase: 'check-failed', record };
      }
      if (result.status === 'not-found') return { phase: 'not-found', record };
      const s = store();
      if (s) clearInFlight(s);
      if (isAfterReload) return { phase: 'booked', record };
      onSuccess('', record);
      return null;
    },
    // onSuccess is read at call time: a new closure per render must not restart checks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const check = async (record: InFlightRecord, isAfterReload: boolean) => {
    setOutcome({ phase: 'checking', record });
    const next = await settle(record, isAfterReload);
    if (next) setOutcome(next);
  };

  // A record left by a reload in the middle of a submit (the state starts as 'checking'): find
  // out what became of it before anything else.
  useEffect(() => {
    if (outcome.phase !== 'checking') return;
    void settle(outcome.record, true).then((next) => {
      if (next) setOutcome(next);
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { submit, pending } = useSubmitOnce(
    async (request: Pick<OrderRequest, 'endpoint' | 'params' | 'quantity'>, meta: SubmitMeta) => {
      const record: InFlightRecord = {
        ...meta.record,
        v: 1,
        endpoint: request.endpoint,
        params: request.params,
        quantity: request.quantity,
        at: serverNow(),
      };
      const s = store();
      if (s) saveInFlight(s, record);
      setOutcome({ phase: 'idle' });
      try {
        const result = await sendOrder(request);
        if (s) clearInFlight(s);
        onSuccess(result.message, record);
        return true;
      } catch (e) {
        if (isApiError(e) && UNKNOWN_OUTCOME.includes(e.kind)) {
          // Keep the record: the lists decide, and until then nothing else is sent.
          await check(record, false);
          return false;
        }
        if (s) clearInFlight(s);
        if (isApiError(e) && e.kind === 'business') {
          setOutcome({ phase: 'refused', text: failureText(e.serverMessage) });
        } else if (isApiError(e) && e.messageKey) {
          setOutcome({ phase: 'refused', text: { commonKey: e.messageKey } });
        }
        return false;
      }
    },
  );

  /** The trader gives up on an order that was not found: the ticket is free again. */
  const discard = () => {
    const s = store();
    if (s) clearInFlight(s);
    setOutcome({ phase: 'idle' });
  };

  const recheck = () => {
    if ('record' in outcome) void check(outcome.record, true);
  };

  /** Blocks new orders while an earlier one's fate is open. */
  const isBlocked =
    outcome.phase === 'checking' ||
    outcome.phase === 'not-found' ||
    outcome.phase === 'check-failed';

  return { submit, pending, outcome, discard, recheck, isBlocked };
};
