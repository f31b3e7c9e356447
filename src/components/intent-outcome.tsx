// What became of a money form's last submit (useIntentSubmit): being checked after a lost reply or
// a reload, found on the server, not received (the user may send it again, by hand), not checkable
// right now, or refused with the server's reason. A reply that came back is the form's own
// success screen, so that 'done' shows nothing here.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { ApiError } from '@/lib/api/api-error';
import { localizeServerMessage } from '@/lib/api/server-message';
import type { IntentRecord } from '@/lib/intent/in-flight';
import type { IntentOutcomeState } from '@/lib/intent/use-intent-submit';

import styles from './intent-outcome.module.css';

export interface IntentOutcomeProps<P> {
  outcome: IntentOutcomeState<P, unknown>;
  /** 'not-found': the user chose to send the recorded request again. */
  onRetry?: (record: IntentRecord<P>) => void;
  /** 'check-failed': ask the records again. */
  onRecheck: () => void;
  /** Closes a settled outcome (and frees the form). */
  onDismiss?: () => void;
  /** The request in a few words ("提现 ¥100.00"), shown above the message. */
  summary?: (params: P) => string;
  /** Where the records are (withdrawal list…), offered once the request was found. */
  recordsHref?: string;
  /**
   * A form's wording of a refusal; default: the server's text (in the trader's language where the
   * contract knows it), or the localized error.
   */
  refusedText?: (error: ApiError) => string;
  /** 'page' (default): a box with the page's side margins; 'inset': inside a card or form. */
  placement?: 'page' | 'inset';
}

export function IntentOutcome<P>({
  outcome,
  onRetry,
  onRecheck,
  onDismiss,
  summary,
  recordsHref,
  refusedText,
  placement = 'page',
}: IntentOutcomeProps<P>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (outcome.phase === 'idle' || (outcome.phase === 'done' && outcome.result !== null)) {
    return null;
  }
  if (outcome.phase === 'refused') {
    const { error } = outcome;
    const reason =
      refusedText?.(error) ??
      (error.messageKey
        ? t(error.messageKey)
        : error.serverMessage
          ? localizeServerMessage(error.serverMessage)
          : t('errors.server'));
    return (
      <section
        className={styles.outcome}
        data-placement={placement}
        role="alert"
        data-testid="intent-outcome"
        data-phase="refused"
      >
        <p className={styles.text}>{t('intent.refused', { message: reason })}</p>
      </section>
    );
  }
  const { phase, record } = outcome;
  const text = {
    checking: t('intent.checking'),
    done: t('intent.done'),
    'not-found': t('intent.notFound'),
    'check-failed': t('intent.checkFailed'),
  }[phase];
  return (
    <section
      className={styles.outcome}
      data-placement={placement}
      role={phase === 'checking' ? 'status' : 'alert'}
      aria-busy={phase === 'checking'}
      data-testid="intent-outcome"
      data-phase={phase}
    >
      {summary && <p className={styles.summary}>{summary(record.params)}</p>}
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {phase === 'not-found' && onRetry && (
          <Button
            size="small"
            color="primary"
            onClick={() => onRetry(record)}
            data-testid="intent-send-again"
          >
            {t('intent.sendAgain')}
          </Button>
        )}
        {phase === 'check-failed' && (
          <Button size="small" color="primary" onClick={onRecheck} data-testid="intent-recheck">
            {t('intent.recheck')}
          </Button>
        )}
        {phase === 'done' && recordsHref && (
          <Button
            size="small"
            onClick={() => void navigate(recordsHref)}
            data-testid="intent-records"
          >
            {t('intent.viewRecords')}
          </Button>
        )}
        {(phase === 'done' || phase === 'not-found') && onDismiss && (
          <Button size="small" onClick={onDismiss} data-testid="intent-dismiss">
            {t('intent.dismiss')}
          </Button>
        )}
      </div>
    </section>
  );
}
