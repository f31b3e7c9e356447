// The backend's words after a submit, as the ticket shows them (screens §5.1): the trading-hours
// refusal becomes the spec's localized 下单失败，不在交易时段内; the known success texts are
// localized; any other text is the server's own.
import { isHoursRefusal } from '@/api/contracts/order-texts';
import type { CommonKey } from '@/lib/api/api-error';

export type ReplyText =
  | { key: 'reason.outsideHours' | 'success.placed' | 'success.pending' }
  | { text: string }
  /** A transport failure explained by the app's own message (common namespace). */
  | { commonKey: CommonKey };

export const failureText = (serverMessage: string): ReplyText =>
  isHoursRefusal(serverMessage) ? { key: 'reason.outsideHours' } : { text: serverMessage };

/** buy.do & co. answer 下单成功; addOrder.do 添加挂单成功，满足下单条件将自动下单. */
export const successText = (serverMessage: string): ReplyText => {
  if (serverMessage.startsWith('添加挂单成功')) return { key: 'success.pending' };
  if (serverMessage === '' || serverMessage.includes('下单成功')) return { key: 'success.placed' };
  return { text: serverMessage };
};
