// "Get code" button with the 60 s resend countdown (screens §1.11; the code itself is valid for
// 1 minute, product-spec §9). `onSend` resolves true when a code went out.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './auth-form.module.css';

export const RESEND_SECONDS = 60;

export function SmsCodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const { t } = useTranslation('auth');
  const [seconds, setSeconds] = useState(0);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const send = () => {
    if (pending || seconds > 0) return;
    setPending(true);
    onSend()
      .then((sent) => {
        if (sent) setSeconds(RESEND_SECONDS);
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  const counting = seconds > 0;
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={send}
      disabled={pending || counting}
      data-testid="send-code"
      aria-live="polite"
    >
      {counting ? t('sms.resend', { seconds }) : t('sms.send')}
    </button>
  );
}
