// The server's words after a submit (model/server-reply) as the trader reads them.
import { useTranslation } from 'react-i18next';

import type { ReplyText } from '../model/server-reply';

export const useReplyText = () => {
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation();
  return (text: ReplyText): string =>
    'key' in text ? t(text.key) : 'commonKey' in text ? tc(text.commonKey) : text.text;
};
