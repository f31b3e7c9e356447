// The backend's close refusals (`CLOSE_TEXT` in the contract: sell.do, sellIndex/sellFutures,
// sellFunds.do) in the trader's language; the back office's own lock reason is kept as written.
import { closeRefusalOf } from '@/api/contracts/close-texts';
import { i18n } from '@/lib/i18n';

/** The localized text of a close refusal, or undefined when `message` is not one. */
export const closeMessage = (message: string): string | undefined => {
  const refusal = closeRefusalOf(message);
  if (!refusal) return undefined;
  switch (refusal.key) {
    case 'fundsTooSoon':
      return i18n.t('common:closeRefused.fundsTooSoon', { n: refusal.minutes });
    case 'aboveHeld':
      return i18n.t('common:closeRefused.aboveHeld', { n: refusal.shares });
    case 'locked':
      return i18n.t('common:closeRefused.locked', { reason: refusal.reason });
    default:
      return i18n.t(`common:closeRefused.${refusal.key}`);
  }
};
