// Checking an SMS code typed for a phone (reg.do, /api/user/updatePwd.do) under the limits of
// issue 17: per phone and per address, and a code that survives only `codeTries` wrong tries.
import type { Request, Response } from 'express';

import { LIMIT_TEXT } from '../../../src/api/contracts/limit-texts';
import { fail, type Envelope } from '../http/envelope';
import type { MockStore } from '../store/store';

import { limitAddress, tooFrequent } from './rate-limits';

/**
 * Undefined when `code` is the phone's live code (not used up: the caller consumes it once the
 * request succeeded); otherwise the refusal to answer: too frequent, the code void (too many wrong
 * tries, a new one must be requested) or `wrongText`, the endpoint's own "wrong code" wording.
 */
export const refuseSmsCode = (
  store: MockStore,
  req: Request,
  res: Response,
  phone: string,
  code: string,
  wrongText: string,
): Envelope<never> | undefined => {
  const address = limitAddress(req);
  const wait = store.limits.codeCheck(phone, address);
  if (wait > 0) return tooFrequent(res, wait);
  const verdict = store.smsCodes.verify(phone, code, store.limits.codeTries);
  if (verdict === 'right') {
    // The phone's owner proved it: a login backoff someone else ran up on it ends here.
    store.limits.loginSucceeded(phone);
    return undefined;
  }
  store.limits.codeFailed(address);
  return fail(verdict === 'void' ? LIMIT_TEXT.codeVoid : wrongText);
};
