// A server refusal of a form that carries an SMS code (register, forgotten password), sorted the
// same way on both: the code's own refusals (a wrong code; a void one or too many checks, issue 17,
// with the wait) become the text shown under the code; any other keeps the server's words and the
// field they name, for the page to answer.
import { isApiError } from '@/lib/api/api-error';
import { limitMessage } from '@/lib/api/limit-message';

import { fieldOfServerMessage, type ServerField, type Translate } from './field-rules';

export interface CodeFormRefusal {
  field: ServerField;
  text: string;
}

/** Null when `e` is not the server's word (a network failure is already shown by the client). */
export const codeFormRefusal = (e: unknown, t: Translate): CodeFormRefusal | null => {
  if (!isApiError(e) || e.kind !== 'business') return null;
  const limited = limitMessage(e.serverMessage);
  if (limited) return { field: 'code', text: limited };
  const field = fieldOfServerMessage(e.serverMessage);
  return { field, text: field === 'code' ? t('auth:sms.codeWrong') : e.serverMessage };
};
