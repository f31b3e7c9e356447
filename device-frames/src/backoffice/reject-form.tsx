// Rejecting takes two steps: a reason (required: the user sees it), then a confirmation naming
// the order, the amount and the user, because a rejection cannot be taken back.
import { useState, type FormEvent } from 'react';

import { useTexts } from '../i18n/harness-language';

import styles from './back-office.module.css';
import { BACK_OFFICE_TEXTS } from './texts';

export const REASON_MAX = 200;

interface Props {
  /** e.g. "deposit of ¥5,000.00 for 13800000001", as the confirmation names it. */
  question: string;
  isBusy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

export const RejectForm = ({ question, isBusy, onReject, onCancel }: Props) => {
  const T = useTexts(BACK_OFFICE_TEXTS);
  const [reason, setReason] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isMissing, setIsMissing] = useState(false);

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') return setIsMissing(true);
    setIsMissing(false);
    setIsConfirming(true);
  };

  if (isConfirming) {
    return (
      <div className={styles.confirm} role="alertdialog" aria-label={T.confirmLabel}>
        <p>{question}</p>
        <p className={styles.quote}>“{reason.trim()}”</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.danger}
            disabled={isBusy}
            onClick={() => onReject(reason.trim())}
          >
            {isBusy ? T.working : T.confirmReject}
          </button>
          <button type="button" disabled={isBusy} onClick={() => setIsConfirming(false)}>
            {T.back}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.reject} onSubmit={next} noValidate>
      <label className={styles.reasonLabel}>
        <span>{T.reason}</span>
        <textarea
          value={reason}
          maxLength={REASON_MAX}
          rows={2}
          aria-invalid={isMissing}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim() !== '') setIsMissing(false);
          }}
        />
      </label>
      <p className={isMissing ? styles.error : styles.hint} role={isMissing ? 'alert' : undefined}>
        {isMissing ? T.reasonRequired : T.reasonHint}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.danger}>
          {T.next}
        </button>
        <button type="button" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
};
