// The bound card as a card: bank, branch, holder and the masked number (never the whole number).
import { BankcardOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

import type { UserBankInfoVO } from '@/api/contracts/models/money';

import { maskCardNo } from '../model/bank-card';

import styles from './bank-card.module.css';

export function BankCardFace({ card }: { card: UserBankInfoVO }) {
  const { t } = useTranslation('bankCard');
  return (
    <article className={styles.face} aria-label={card.bankName} data-testid="bank-card-face">
      <header className={styles.faceHeader}>
        <span className={styles.faceLogo} aria-hidden>
          <BankcardOutline />
        </span>
        <span className={styles.faceBank}>
          <strong>{card.bankName}</strong>
          <small>{card.bankAddress || '—'}</small>
        </span>
        <span className={styles.faceType}>{t('face.debit')}</span>
      </header>
      <p className={styles.faceNumber} data-testid="bank-card-number">
        {maskCardNo(card.bankNo)}
      </p>
      {card.realName && (
        <p className={styles.faceHolder}>
          {t('face.holder')} · {card.realName}
        </p>
      )}
    </article>
  );
}
