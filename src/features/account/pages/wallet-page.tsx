// /wallet: the money of every account (A-share, index, new-share frozen), the money actions and
// the records.
import { List, Skeleton } from 'antd-mobile';
import {
  BillOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
  SendOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useUserInfo } from '@/lib/queries/user-info';

import styles from '../components/account.module.css';
import { MenuGrid } from '../components/menu-grid';
import { MoneyText } from '../components/money-text';
import { summarize } from '../model/account-view';

export default function WalletPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { data: info, isPending } = useUserInfo();
  const summary = info ? summarize(info) : null;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label={t('wallet.balance')}>
        <p className={styles.heroLabel}>{t('wallet.balance')}</p>
        <p className={styles.total} data-testid="wallet-total">
          {summary ? <MoneyText value={summary.total.toString()} /> : '--'}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('user.available')}</dt>
            <dd>{summary ? <MoneyText value={summary.available.toString()} /> : '--'}</dd>
          </div>
          <div>
            <dt>{t('user.frozen')}</dt>
            <dd>{summary ? <MoneyText value={summary.frozen.toString()} /> : '--'}</dd>
          </div>
          <div>
            <dt>{t('user.usage')}</dt>
            <dd>{summary ? `${summary.usagePercent.toFixed(2)}%` : '--'}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('user.accounts')}</h2>
        {isPending && <Skeleton.Paragraph lineCount={3} animated />}
        {summary && (
          <ul className={styles.accountList}>
            {summary.lines.map((line) => (
              <li key={line.kind} className={styles.accountRow} data-testid={`wallet-${line.kind}`}>
                <span className={styles.accountName}>{t(`user.${line.kind}Account`)}</span>
                <span className={styles.accountFigures}>
                  <span>
                    <small>{t('wallet.total')}</small>
                    <MoneyText value={line.total.toString()} />
                  </span>
                  <span>
                    <small>
                      {line.kind === 'newStock' ? t('wallet.frozen') : t('wallet.available')}
                    </small>
                    <MoneyText
                      value={(line.kind === 'newStock' ? line.frozen : line.available).toString()}
                    />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <MenuGrid
        title={t('wallet.actions')}
        entries={[
          {
            to: '/recharge',
            label: t('user.deposit'),
            icon: <PayCircleOutline />,
            testId: 'wallet-deposit',
          },
          {
            to: '/withdraw',
            label: t('user.withdraw'),
            icon: <ReceivePaymentOutline />,
            testId: 'wallet-withdraw',
          },
          {
            to: '/transfers',
            label: t('user.transfer'),
            icon: <SendOutline />,
            testId: 'wallet-transfer',
          },
          {
            to: '/bankCard',
            label: t('menu.bankCard'),
            icon: <BillOutline />,
            testId: 'wallet-bank-card',
          },
        ]}
      />

      <h2 className={styles.listHeader}>{t('wallet.records')}</h2>
      <List className={styles.list}>
        <List.Item prefix={<UnorderedListOutline />} onClick={() => void navigate('/rechargelist')}>
          {t('wallet.depositRecords')}
        </List.Item>
        <List.Item prefix={<UnorderedListOutline />} onClick={() => void navigate('/cashlist')}>
          {t('wallet.withdrawRecords')}
        </List.Item>
        <List.Item
          prefix={<UnorderedListOutline />}
          onClick={() => void navigate('/transferRecord')}
        >
          {t('wallet.transferRecords')}
        </List.Item>
        <List.Item prefix={<BillOutline />} onClick={() => void navigate('/FundingDetails')}>
          {t('wallet.funding')}
        </List.Item>
      </List>
      <p className={styles.note}>{t('wallet.withdrawHint')}</p>
    </div>
  );
}
