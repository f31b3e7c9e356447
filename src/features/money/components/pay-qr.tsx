// The payment QR of a channel (screens §9.1 /rechargeSure), loaded on first use: the amount to
// pay, the channel's QR image, a 5-minute mm:ss countdown from when it was shown, then an expired
// state whose 'refresh' shows a fresh one.
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';

import { formatCountdown, isExpired, remainingMs } from '../model/countdown';

import styles from './pay-qr.module.css';

export interface PayQrProps {
  image: string;
  amount: string;
  /** Asks for a fresh QR (the channel is read again). */
  onRefresh: () => void;
  alt: string;
}

export default function PayQr({ image, amount, onRefresh, alt }: PayQrProps) {
  const { t } = useTranslation('money');
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const expired = isExpired(shownAt, now);

  useEffect(() => {
    if (expired) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  const refresh = () => {
    const at = Date.now();
    setShownAt(at);
    setNow(at);
    onRefresh();
  };

  return (
    <section className={styles.panel} aria-label={t('deposit.qr.title')} data-testid="pay-qr">
      <p className={styles.caption}>{t('deposit.qr.payThis')}</p>
      <p className={styles.amount}>{formatMoney(amount, { locale: currentLocale() })}</p>
      <div className={styles.frame} data-expired={expired ? 'true' : 'false'}>
        <img className={styles.image} src={image} alt={alt} loading="lazy" />
        {expired && (
          <div className={styles.expired} role="alert">
            <span>{t('deposit.qr.expired')}</span>
            <Button size="small" color="primary" onClick={refresh}>
              {t('deposit.qr.refresh')}
            </Button>
          </div>
        )}
      </div>
      {!expired && (
        <p className={styles.countdown} role="timer" data-testid="qr-countdown">
          {t('deposit.qr.countdown', { time: formatCountdown(remainingMs(shownAt, now)) })}
        </p>
      )}
      <p className={styles.caption}>{t('deposit.qr.openApp')}</p>
    </section>
  );
}
