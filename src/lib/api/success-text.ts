// A write's success notice. In Simplified Chinese, the language the backend writes in, the
// operator's own words ("平仓成功！"); in every other language our translation, because a
// Chinese sentence under an English or Thai screen tells the trader nothing they can read.
import { i18n } from '@/lib/i18n';

export const successText = (
  serverText: string,
  ownText: string,
  language: string = i18n.language,
): string => (serverText !== '' && language === 'zh-CN' ? serverText : ownText);
