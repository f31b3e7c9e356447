// What became of an order whose reply never came (or whose page was reloaded mid-submit): being
// checked, found (done: booked), not found (the trader may send it again, by hand, or drop it), or not
// checkable right now. Also the server's refusal of the last submit.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { SHARES_PER_LOT } from '@/api/contracts/trading-math';

import { inFlightOf, type InFlightRecord } from '../model/reconcile';
import { failureText, type ReplyText } from '../model/server-reply';

import styles from './outcome-banner.module.css';
import type { SubmitOutcome } from './use-order-submit';
import { useReplyText } from './use-reply-text';

/** "贵州茅台 买涨 3手" — the order a record describes. */
export const useRecordSummary = () => {
  const { t } = useTranslation('trade');
  return (record: InFlightRecord): string =>
    t('outcome.summary', {
      name: record.name,
      side: t(`side.${record.side}`),
      lots:
        record.kind === 'stock' || record.kind === 'funds'
          ? record.quantity / SHARES_PER_LOT
          : record.quantity,
    });
};

export interface OutcomeBannerProps {
  outcome: SubmitOutcome;
  onRetry: (record: InFlightRecord) => void;
  onDiscard: () => void;
  onRecheck: () => void;
  positionsPath: (record: InFlightRecord) => string;
}

export function OutcomeBanner({
  outcome,
  onRetry,
  onDiscard,
  onRecheck,
  positionsPath,
}: OutcomeBannerProps) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const summary = useRecordSummary();
  const replyText = useReplyText();
  // A reply in this visit is announced by the success alert as the ticket leaves.
  if (outcome.phase === 'idle' || (outcome.phase === 'done' && outcome.result !== null)) {
    return null;
  }
  if (outcome.phase === 'refused') {
    const { error } = outcome;
    const text: ReplyText =
      error.kind === 'business'
        ? failureText(error.serverMessage)
        : { commonKey: error.messageKey ?? 'errors.server' };
    return (
      <div className={styles.outcome} role="alert" data-testid="submit-refused">
        <p>{t('outcome.refused', { message: replyText(text) })}</p>
      </div>
    );
  }
  const record = inFlightOf(outcome.record);
  const what = summary(record);
  return (
    <div
      className={styles.outcome}
      role={outcome.phase === 'checking' ? 'status' : 'alert'}
      data-testid="submit-outcome"
      data-phase={outcome.phase}
    >
      {outcome.phase === 'checking' && <p>{t('outcome.checking', { order: what })}</p>}
      {outcome.phase === 'done' && <p>{t('outcome.booked', { order: what })}</p>}
      {outcome.phase === 'not-found' && <p>{t('outcome.notFound', { order: what })}</p>}
      {outcome.phase === 'check-failed' && <p>{t('outcome.checkFailed', { order: what })}</p>}
      <div className={styles.outcomeActions}>
        {outcome.phase === 'not-found' && (
          <>
            <Button
              size="small"
              color="primary"
              onClick={() => onRetry(record)}
              data-testid="outcome-retry"
            >
              {t('outcome.retry')}
            </Button>
            <Button size="small" onClick={onDiscard} data-testid="outcome-discard">
              {t('outcome.discard')}
            </Button>
          </>
        )}
        {outcome.phase === 'check-failed' && (
          <Button size="small" color="primary" onClick={onRecheck} data-testid="outcome-recheck">
            {t('outcome.recheck')}
          </Button>
        )}
        {(outcome.phase === 'done' || outcome.phase === 'check-failed') && (
          <Button size="small" onClick={() => void navigate(positionsPath(record))}>
            {t('outcome.viewPositions')}
          </Button>
        )}
        {outcome.phase === 'done' && (
          <Button size="small" onClick={onDiscard}>
            {t('outcome.dismiss')}
          </Button>
        )}
      </div>
    </div>
  );
}
