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

import { routes } from '@/config/routes';
import { useUserInfo } from '@/lib/queries/user-info';

import accountListStyles from '../components/account-list.module.css';
import cardStyles from '../components/card.module.css';
import heroStyles from '../components/hero.module.css';
import listStyles from '../components/list.module.css';
import { MenuGrid } from '../components/menu-grid';
import { MoneyText } from '../components/money-text';
import noteStyles from '../components/note.module.css';
import pageStyles from '../components/page.module.css';
import { summarize } from '../model/account-view';

export default function WalletPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { data: info, isPending } = useUserInfo();
  const summary = info ? summarize(info) : null;

  return (
    <div className={pageStyles.page}>
      <section className={heroStyles.hero} aria-label={t('wallet.balance')}>
        <p className={heroStyles.heroLabel}>{t('wallet.balance')}</p>
        <p className={heroStyles.total} data-testid="wallet-total">
          {summary ? <MoneyText value={summary.total.toString()} /> : '--'}
        </p>
        <dl className={heroStyles.figures}>
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

      <section className={cardStyles.card}>
        <h2 className={cardStyles.cardTitle}>{t('user.accounts')}</h2>
        {isPending && <Skeleton.Paragraph lineCount={3} animated />}
        {summary && (
          <ul className={accountListStyles.accountList}>
            {summary.lines.map((line) => (
              <li
                key={line.kind}
                className={accountListStyles.accountRow}
                data-testid={`wallet-${line.kind}`}
              >
                <span className={accountListStyles.accountName}>
                  {t(`user.${line.kind}Account`)}
                </span>
                <span className={accountListStyles.accountFigures}>
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
            to: routes.recharge.href(),
            label: t('user.deposit'),
            icon: <PayCircleOutline />,
            testId: 'wallet-deposit',
          },
          {
            to: routes.withdraw.href(),
            label: t('user.withdraw'),
            icon: <ReceivePaymentOutline />,
            testId: 'wallet-withdraw',
          },
          {
            to: routes.transfers.href(),
            label: t('user.transfer'),
            icon: <SendOutline />,
            testId: 'wallet-transfer',
          },
          {
            to: routes.bankCard.href(),
            label: t('menu.bankCard'),
            icon: <BillOutline />,
            testId: 'wallet-bank-card',
          },
        ]}
      />

      <h2 className={listStyles.listHeader}>{t('wallet.records')}</h2>
      <List className={listStyles.list}>
        <List.Item
          prefix={<UnorderedListOutline />}
          onClick={() => void navigate(routes.rechargelist.href())}
        >
          {t('wallet.depositRecords')}
        </List.Item>
        <List.Item
          prefix={<UnorderedListOutline />}
          onClick={() => void navigate(routes.cashlist.href())}
        >
          {t('wallet.withdrawRecords')}
        </List.Item>
        <List.Item
          prefix={<UnorderedListOutline />}
          onClick={() => void navigate(routes.transferRecord.href())}
        >
          {t('wallet.transferRecords')}
        </List.Item>
        <List.Item
          prefix={<BillOutline />}
          onClick={() => void navigate(routes.fundingDetails.href())}
        >
          {t('wallet.funding')}
        </List.Item>
      </List>
      <p className={noteStyles.note}>{t('wallet.withdrawHint')}</p>
    </div>
  );
}
