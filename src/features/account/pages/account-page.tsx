// /account (screens §10.2 "账户资料"): who I am and the security entries (login password, funds
// password, bank card, verification).
import { List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';

import cardStyles from '../components/card.module.css';
import listStyles from '../components/list.module.css';
import pageStyles from '../components/page.module.css';
import { maskPhone, verificationOf } from '../model/account-view';

import styles from './account-page.module.css';

/** 110101199001011234 → 1101**********1234. */
const maskIdCard = (id: string | null | undefined): string | null =>
  id && id.length > 8
    ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`
    : (id ?? null);

export default function AccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { data: info, isPending } = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const notSet = <span className={styles.value}>{t('account.notSet')}</span>;
  const verification = info ? verificationOf(info.isActive) : null;

  return (
    <div className={pageStyles.page}>
      <h2 className={listStyles.listHeader}>{t('account.profile')}</h2>
      {isPending ? (
        <div className={cardStyles.card}>
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : (
        <List className={listStyles.list}>
          <List.Item extra={<span className={styles.value}>{maskPhone(info?.phone)}</span>}>
            {t('account.phone')}
          </List.Item>
          <List.Item
            extra={info?.realName ? <span className={styles.value}>{info.realName}</span> : notSet}
          >
            {t('account.realName')}
          </List.Item>
          <List.Item
            extra={
              info?.idCard ? (
                <span className={styles.value}>{maskIdCard(info.idCard)}</span>
              ) : (
                notSet
              )
            }
          >
            {t('account.idCard')}
          </List.Item>
          <List.Item extra={<span className={styles.value}>{info?.agentName ?? '--'}</span>}>
            {t('account.agent')}
          </List.Item>
          <List.Item extra={<span className={styles.value}>{formatDateTime(info?.regTime)}</span>}>
            {t('account.regTime')}
          </List.Item>
        </List>
      )}
      <h2 className={listStyles.listHeader}>{t('account.security')}</h2>
      <List className={listStyles.list}>
        <List.Item
          onClick={() => void navigate(routes.smrz.href())}
          extra={verification ? t(`user.${verification}`) : ''}
          data-testid="account-verification"
        >
          {t('menu.verification')}
        </List.Item>
        <List.Item
          onClick={() => void navigate(routes.loginPassword.href())}
          extra={t('account.change')}
          data-testid="account-login-password"
        >
          {t('menu.loginPassword')}
        </List.Item>
        <List.Item
          onClick={() => void navigate(routes.setPassword.href())}
          extra={t('account.set')}
          data-testid="account-fund-password"
        >
          {t('menu.fundPassword')}
        </List.Item>
        <List.Item
          onClick={() => void navigate(routes.bankCard.href())}
          data-testid="account-bank-card"
        >
          {t('menu.bankCard')}
        </List.Item>
      </List>
    </div>
  );
}
