// One pending deposit or withdrawal: who, how much, fee, channel, time (and the proof image of a
// deposit), with its review buttons. The buttons stay disabled while the card's call runs, so a
// double click sends one request.
import { useState } from 'react';

import { useTexts } from '../i18n/harness-language';

import styles from './back-office.module.css';
import { RejectForm } from './reject-form';
import { BACK_OFFICE_TEXTS, type ReviewAction, type ReviewKind } from './texts';

export interface ReviewCardProps {
  kind: ReviewKind;
  id: number;
  owner: string;
  amount: string;
  /** null: this kind of order has no fee. */
  fee: string | null;
  channel: string;
  /** Deposits only: the payer name the trader typed. */
  payer?: string;
  time: string;
  /** Deposits only: the proof's address, null when none was uploaded. */
  proof?: string | null;
  /** The buttons besides reject, in order. */
  actions: readonly Exclude<ReviewAction, 'reject'>[];
  onReview: (action: ReviewAction, reason?: string) => Promise<void>;
}

export const ReviewCard = (props: ReviewCardProps) => {
  const { kind, id, owner, amount, fee, channel, payer, time, proof, actions, onReview } = props;
  const T = useTexts(BACK_OFFICE_TEXTS);
  const labels: Record<Exclude<ReviewAction, 'reject'>, string> = {
    approve: T.approve,
    paid: T.markPaid,
  };
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const [isRejecting, setIsRejecting] = useState(false);

  const run = async (action: ReviewAction, reason?: string) => {
    setBusy(action);
    try {
      await onReview(action, reason);
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className={styles.card} data-testid={`${kind}-${id}`} aria-label={`${T[kind]} ${id}`}>
      <div className={styles.head}>
        <strong className={styles.amount}>{amount}</strong>
        <span className={styles.owner}>{owner}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{T.fee}</dt>
        <dd>{fee ?? T.noFee}</dd>
        <dt>{T.channel}</dt>
        <dd>{channel}</dd>
        {payer !== undefined && (
          <>
            <dt>{T.payer}</dt>
            <dd>{payer}</dd>
          </>
        )}
        <dt>{T.time}</dt>
        <dd>{time}</dd>
        {proof !== undefined && (
          <>
            <dt>{T.proofLabel}</dt>
            <dd>
              {proof ? (
                <a href={proof} target="_blank" rel="noopener noreferrer">
                  {T.proof}
                </a>
              ) : (
                <span className={styles.missing}>{T.noProof}</span>
              )}
            </dd>
          </>
        )}
      </dl>
      {isRejecting ? (
        <RejectForm
          question={T.confirmQuestion(T[kind], amount, owner)}
          isBusy={busy !== null}
          onReject={(reason) => void run('reject', reason)}
          onCancel={() => setIsRejecting(false)}
        />
      ) : (
        <div className={styles.actions}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={styles.primary}
              disabled={busy !== null}
              onClick={() => void run(action)}
            >
              {busy === action ? T.working : labels[action]}
            </button>
          ))}
          <button
            type="button"
            className={styles.danger}
            disabled={busy !== null}
            onClick={() => setIsRejecting(true)}
          >
            {T.reject}
          </button>
        </div>
      )}
    </li>
  );
};
