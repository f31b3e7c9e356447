// The ticket's sticky footer: why it cannot be sent yet (the first problem), the total that leaves
// the account, and submit. Reaching for submit (a touch, a keyboard focus) calls `onReach`, which
// fetches the confirmation sheet's code before it is needed.
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '@/components/submit-button';

import { formatAmount } from './format';
import styles from './order-ticket.module.css';
import { useReasonText } from './order-fields';
import sideButtonsStyles from './side-buttons.module.css';
import type { TicketState } from './use-ticket';

export function TicketFooter({
  state,
  isBlocked,
  isSending,
  onSubmit,
  onReach,
}: {
  state: TicketState;
  isBlocked: boolean;
  isSending: boolean;
  onSubmit: () => void;
  onReach: () => void;
}) {
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation();
  const reasonText = useReasonText();
  const { input, verdict, preview, checked } = state;
  const hasFieldErrors = Object.keys(verdict.fields).length > 0;
  const reason = verdict.gate
    ? tc(verdict.gate.messageKey)
    : verdict.order
      ? reasonText(verdict.order)
      : hasFieldErrors
        ? t('footer.fixFields')
        : '';
  const total = preview ? (preview.kind === 'stock' ? preview.total : preview.cnyTotal) : null;
  const submitKey =
    input.orderType === 'limit'
      ? 'submit.limit'
      : input.side === 'long'
        ? 'submit.long'
        : 'submit.short';
  return (
    <footer className={styles.footer}>
      {reason && (
        <p className={styles.reason} role="alert" data-testid="ticket-reason">
          {reason}
        </p>
      )}
      <div className={styles.footerRow} onPointerDown={onReach} onFocus={onReach}>
        <div className={styles.footerTotal}>
          {t('footer.total')}
          <strong data-testid="footer-total">{formatAmount(total)}</strong>
        </div>
        <SubmitButton
          className={sideButtonsStyles.submit}
          side={input.side}
          disabled={!checked || isBlocked}
          loading={isSending}
          onClick={onSubmit}
          testId="ticket-submit"
        >
          {t(submitKey)}
        </SubmitButton>
      </div>
    </footer>
  );
}
