// The server's words after a submit (model/server-reply) as the trader reads them.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { ReplyText } from '../model/server-reply';

/** `t`: the trade texts; `tc`: the common ones. */
export const replyTextOf = (t: TFunction<'trade'>, tc: TFunction, text: ReplyText): string =>
  'key' in text ? t(text.key) : 'commonKey' in text ? tc(text.commonKey) : text.text;

export const useReplyText = () => {
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation();
  return (text: ReplyText): string => replyTextOf(t, tc, text);
};
