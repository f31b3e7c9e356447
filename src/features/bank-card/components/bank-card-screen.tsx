// The four bank-card routes (screens §9.4) over one card per user:
// - /card: the card (masked) or an empty state with "add";
// - /bankCard: the card, or the form right here when there is none;
// - /addCard: the form, or the card when one is bound already;
// - /bankUpDate: changing a card goes through customer service (product-spec §6).
import { Button, NoticeBar, Skeleton } from 'antd-mobile';
import { BankcardOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import { StateBlock } from '@/components/list-states';
import { useBankInfo } from '@/lib/queries/bank-info';
import { useUserInfo } from '@/lib/queries/user-info';

import { BankCardFace } from './bank-card-face';
import { BankCardForm } from './bank-card-form';
import styles from './bank-card.module.css';

export type BankCardMode = 'card' | 'bankCard' | 'addCard' | 'bankUpDate';

function Tips() {
  const { t } = useTranslation('bankCard');
  return (
    <section className={styles.tips} aria-labelledby="bank-tips-title">
      <h3 id="bank-tips-title">{t('tips.title')}</h3>
      <ol>
        <li>{t('tips.t1')}</li>
        <li>{t('tips.t2')}</li>
        <li>{t('tips.t3')}</li>
      </ol>
    </section>
  );
}

export function BankCardScreen({ mode }: { mode: BankCardMode }) {
  const { t, ready } = useTranslation(['bankCard', 'validation']);
  const navigate = useNavigate();
  const bank = useBankInfo();
  const user = useUserInfo();

  if (!ready || bank.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton className={styles.faceSkeleton} animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (bank.isError) {
    return (
      <div className={styles.page}>
        {/* The picture of the failure loads on its own: not on every first load. */}
        <StateBlock status="default" title={t('loadFailed')} isAlert testId="bank-card-load-failed">
          <Button color="primary" onClick={() => void bank.refetch()}>
            {t('retry')}
          </Button>
        </StateBlock>
      </div>
    );
  }

  const card = bank.data;
  const isVerified = user.data?.isActive === 2;
  const kycHint = user.data && !isVerified && (
    <NoticeBar
      className={styles.notice}
      color="alert"
      content={t('kycHint')}
      wrap
      extra={
        <Button
          size="mini"
          fill="none"
          color="primary"
          onClick={() => void navigate(routes.smrz.href())}
        >
          {t('goKyc')}
        </Button>
      }
    />
  );
  const contactService = (
    <Button block color="primary" size="large" onClick={() => void navigate(routes.service.href())}>
      {t('change.contact')}
    </Button>
  );

  if (card) {
    return (
      <div className={styles.page}>
        <BankCardFace card={card} />
        {mode === 'bankUpDate' ? (
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>{t('change.title')}</h2>
            <p className={styles.text}>{t('change.text')}</p>
            {contactService}
          </section>
        ) : (
          <>
            <p className={styles.warn}>{t('overview.onePerPerson')}</p>
            {mode === 'addCard' ? (
              contactService
            ) : (
              <Button
                block
                size="large"
                color="primary"
                fill="outline"
                onClick={() => void navigate(routes.bankUpDate.href())}
              >
                {t('overview.change')}
              </Button>
            )}
          </>
        )}
      </div>
    );
  }

  if (mode === 'card' || mode === 'bankUpDate') {
    return (
      <div className={styles.page}>
        {kycHint}
        <section className={styles.empty}>
          <BankcardOutline className={styles.emptyIcon} aria-hidden />
          <h2>{t('overview.emptyTitle')}</h2>
          <p>{t('overview.emptyText')}</p>
          <Button color="primary" size="large" onClick={() => void navigate(routes.addCard.href())}>
            {t('overview.add')}
          </Button>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {kycHint}
      <BankCardForm holder={isVerified ? user.data?.realName : null} />
      <Tips />
    </div>
  );
}
