// Sending a write exactly once per intent (developers' guide): a double tap joins the submit in
// flight (useSubmitOnce). Before the request leaves, a record of it goes to sessionStorage under
// the form's scope. When the reply never comes (timeout, dropped connection, empty body, 5xx) or
// the page was reloaded mid-submit, the server's records are read before anything else is offered:
// found → done; not found → the user may send again, by hand. Nothing is ever re-sent on its own.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { isApiError, type ApiError, type ApiErrorKind } from '@/lib/api/api-error';
import { serverNow } from '@/lib/server-clock';
import { useSubmitOnce } from '@/lib/use-submit-once';

import { clearIntent, readIntent, saveIntent, sessionStore, type IntentRecord } from './in-flight';

export type IntentOutcomeState<P, R> =
  | { phase: 'idle' }
  /** The server answered no (or the request could not be made): nothing was booked. */
  | { phase: 'refused'; error: ApiError; params: P }
  | { phase: 'checking'; record: IntentRecord<P> }
  /** `result` is the server's reply, or null when the request was found in its records. */
  | { phase: 'done'; record: IntentRecord<P>; result: R | null }
  | { phase: 'not-found'; record: IntentRecord<P> }
  | { phase: 'check-failed'; record: IntentRecord<P> };

export type IntentPhase = IntentOutcomeState<unknown, unknown>['phase'];

/** Replies after which the request may or may not have been booked. */
export const UNKNOWN_OUTCOME: readonly ApiErrorKind[] = [
  'timeout',
  'network',
  'empty-reply',
  'server',
  'malformed',
  'contract',
];

export interface IntentSubmitOptions<P, R, S> {
  /** One form, one scope (`money.withdraw`): its sessionStorage key. */
  scope: string;
  /** Performs the request: the server's result, or throws the ApiError. */
  send: (params: P, secret: S | undefined) => Promise<R>;
  /** True when the server's records hold the request `record.params` describes, made at/after `record.at`. */
  findEvidence: (record: IntentRecord<P>) => Promise<boolean>;
  /**
   * The submit of this visit succeeded: the reply (`result`), or null when the reply was lost and
   * the request was then found. Not called for a record settled at mount or by recheck(): the page
   * shows that outcome ('done') instead of moving on.
   */
  onSuccess?: (result: R | null, record: IntentRecord<P>) => void;
  /** Validates stored params (a record of another shape or version is dropped). */
  parse?: (params: unknown) => P | null;
  /** Records older than this (server clock) are dropped unread. */
  maxAgeMs?: number;
}

export const useIntentSubmit = <P, R, S = never>({
  scope,
  send,
  findEvidence,
  onSuccess,
  parse,
  maxAgeMs,
}: IntentSubmitOptions<P, R, S>) => {
  const [outcome, setOutcomeState] = useState<IntentOutcomeState<P, R>>(() => {
    const store = sessionStore();
    const record = store ? readIntent(store, scope, { parse, now: serverNow(), maxAgeMs }) : null;
    return record ? { phase: 'checking', record } : { phase: 'idle' };
  });
  // The outcome as of now, for taps that arrive before the next render.
  const current = useRef(outcome);
  const setOutcome = (next: IntentOutcomeState<P, R>) => {
    current.current = next;
    setOutcomeState(next);
  };
  // Read at call time: a new closure per render must not restart checks.
  const latest = useRef({ send, findEvidence, onSuccess });
  useLayoutEffect(() => {
    latest.current = { send, findEvidence, onSuccess };
  });

  const clear = () => {
    const store = sessionStore();
    if (store) clearIntent(store, scope);
  };

  /** Reads the records; true when the request was found (and handed on when `isNow`). */
  const check = async (record: IntentRecord<P>, isNow: boolean): Promise<boolean> => {
    setOutcome({ phase: 'checking', record });
    let isFound: boolean;
    try {
      isFound = await latest.current.findEvidence(record);
    } catch {
      setOutcome({ phase: 'check-failed', record });
      return false;
    }
    if (!isFound) {
      // The record stays: after a reload the same question is asked again, never answered by a send.
      setOutcome({ phase: 'not-found', record });
      return false;
    }
    clear();
    setOutcome({ phase: 'done', record, result: null });
    if (isNow) latest.current.onSuccess?.(null, record);
    return true;
  };
  // A record left by a reload mid-submit: find out what became of it before anything else.
  const isMountChecked = useRef(false);
  useEffect(() => {
    if (isMountChecked.current || outcome.phase !== 'checking') return;
    isMountChecked.current = true;
    void check(outcome.record, false);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const once = useSubmitOnce(async (params: P, secret?: S): Promise<boolean> => {
    // An open question (being checked, or the check failed) is answered before anything is sent.
    const { phase } = current.current;
    if (phase === 'checking' || phase === 'check-failed') return false;
    const record: IntentRecord<P> = { v: 1, scope, params, at: serverNow() };
    const store = sessionStore();
    if (store) saveIntent(store, record);
    setOutcome({ phase: 'idle' });
    let result: R;
    try {
      result = await latest.current.send(params, secret);
    } catch (e) {
      if (isApiError(e) && UNKNOWN_OUTCOME.includes(e.kind)) return check(record, true);
      clear();
      setOutcome(isApiError(e) ? { phase: 'refused', error: e, params } : { phase: 'idle' });
      return false;
    }
    clear();
    setOutcome({ phase: 'done', record, result });
    latest.current.onSuccess?.(result, record);
    return true;
  });

  /** Asks the records again (after 'check-failed', or to re-ask after 'not-found'). */
  const recheck = () => {
    const now = current.current;
    if (now.phase === 'checking' || !('record' in now)) return;
    void check(now.record, false);
  };

  /** Gives up on the open question, or closes a result: the form is free for a new intent. */
  const dismiss = () => {
    if (once.pending) return;
    clear();
    setOutcome({ phase: 'idle' });
    once.release();
  };

  /** The form's own submit waits while an earlier request's fate is open. */
  const isBlocked =
    outcome.phase === 'checking' ||
    outcome.phase === 'not-found' ||
    outcome.phase === 'check-failed';

  return {
    /** Sends `params` once (recorded); `secret` (a funds password) is sent but never stored. */
    submit: once.submit,
    pending: once.pending,
    outcome,
    recheck,
    dismiss,
    isBlocked,
  };
};
