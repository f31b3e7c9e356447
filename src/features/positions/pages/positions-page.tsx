// /warehouse (tab 持仓, screens §6.1): the trader's positions by account — stocks (open, closed,
// pending orders), index and futures contracts (open, closed). The choice lives in the query
// string, so coming back from a detail page lands on the same list.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { SearchIcon } from '@/components/icons/icons';
import { CardsSkeleton } from '@/components/list-states';
import { Segmented } from '@/components/segmented';
import { routes } from '@/config/routes';
import { useWarmWhenIdle } from '@/lib/lazy-on-first-use';

import { closedTab, contractTab, ordersTab, warmTabs } from '../components/lazy-tabs';
import { OpenPositionsList } from '../components/open-positions-list';
import type { AccountKind, WarehouseTab } from '../components/paths';
import pageStyles from '../components/page.module.css';

import styles from './positions-page.module.css';

const ACCOUNTS: readonly AccountKind[] = ['stock', 'index', 'futures'];
const STOCK_TABS: readonly WarehouseTab[] = ['open', 'closed', 'orders'];
const CONTRACT_TABS: readonly WarehouseTab[] = ['open', 'closed'];

const warmOtherTabs = () => void warmTabs();

const pick = <K extends string>(value: string | null, allowed: readonly K[], fallback: K): K =>
  allowed.find((k) => k === value) ?? fallback;

export default function PositionsPage() {
  const { t } = useTranslation('positions');
  const [params, setParams] = useSearchParams();
  const account = pick(params.get('account'), ACCOUNTS, 'stock');
  const tabs = account === 'stock' ? STOCK_TABS : CONTRACT_TABS;
  const tab = pick(params.get('tab'), tabs, 'open');

  const go = (next: { account?: AccountKind; tab?: WarehouseTab }) => {
    const q = new URLSearchParams();
    const a = next.account ?? account;
    if (a !== 'stock') q.set('account', a);
    q.set('tab', next.tab ?? tab);
    setParams(q, { replace: true });
  };
  const showClosed = () => go({ tab: 'closed' });
  useWarmWhenIdle(warmOtherTabs);

  return (
    <div className={pageStyles.page} data-testid="warehouse-page">
      <nav className={styles.strip} aria-label={t('title')}>
        <h1 className={styles.stripTitle}>{t('title')}</h1>
        {account === 'stock' && (
          <Link
            to={tab === 'closed' ? routes.sellorderlist.href() : routes.holdorderlist.href()}
            className={styles.stripSearch}
            aria-label={tab === 'closed' ? t('search.closed') : t('search.open')}
            data-testid="positions-search"
          >
            <SearchIcon />
          </Link>
        )}
      </nav>
      <Segmented
        items={ACCOUNTS.map((k) => ({ key: k, label: t(`account.${k}`) }))}
        value={account}
        onChange={(k) => go({ account: k, tab: tab === 'orders' ? 'open' : tab })}
        label={t('account.label')}
        variant="chips"
        className={styles.accountChips}
        testIdPrefix="positions-account"
      />
      <Segmented
        items={tabs.map((k) => ({ key: k, label: t(`segment.${k}`) }))}
        value={tab}
        onChange={(k) => go({ tab: k })}
        label={t('segment.label')}
        layout="fill"
        testIdPrefix="positions-tab"
      />
      <div role="tabpanel" className={styles.panel}>
        <Suspense fallback={<CardsSkeleton height={222} testId="positions-skeleton" />}>
          {account === 'stock' ? (
            tab === 'open' ? (
              <OpenPositionsList withTotals onShowClosed={showClosed} />
            ) : tab === 'closed' ? (
              <closedTab.Component />
            ) : (
              <ordersTab.Component />
            )
          ) : (
            <contractTab.Component
              key={`${account}-${tab}`}
              kind={account}
              state={tab === 'closed' ? 1 : 0}
              onShowClosed={showClosed}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}
