// One allocation (FundsApply) as a card: status, every figure of the row, the stock figures of its
// sub-account, the rejection reason, and — in trading — the way to trade in it and its risk view.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { FundsApply } from '@/api/contracts/models/funds';
import type { UserPositionVO } from '@/api/contracts/models/trading';
import card from '@/components/record-card.module.css';
import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';

import { allocationStatus, STATUS_TONE, stockFigures } from '../model/allocation-view';

import styles from './allocation-card.module.css';
import { Figures } from './figures';
import { toneOf, useMoney } from './use-money';

// The risk view's tables load with the first allocation in trading.
const RiskView = lazy(async () => ({ default: (await import('./risk-view')).RiskView }));

export function AllocationCard({
  apply,
  held,
  isMixed = false,
}: {
  apply: FundsApply;
  /** Its sub-account's open positions; null when they cannot be told apart. */
  held: readonly UserPositionVO[] | null;
  /** Several allocations trade at once: their positions cannot be told apart. */
  isMixed?: boolean;
}) {
  const { t } = useTranslation('funds');
  const money = useMoney();
  const status = allocationStatus(apply.status);
  const stock = held ? stockFigures(held) : null;
  return (
    <article className={card.card} data-testid="allocation-card" data-status={status}>
      <div className={card.head}>
        <span className={styles.tag}>{t('list.tag')}</span>
        <h3 className={card.title}>
          {t('list.orderNumber')} {apply.orderNumber ?? apply.id}
        </h3>
        <span
          className={card.status}
          data-tone={STATUS_TONE[status]}
          data-testid="allocation-status"
        >
          {t(`list.statusName.${status}`)}
        </span>
      </div>
      <p className={styles.total}>
        {t('list.totalTrading')}
        <span className={styles.totalValue}>{money(apply.totalTradingAmount)}</span>
      </p>
      <Figures
        items={[
          { label: t('list.funds'), value: money(apply.fundsAmount) },
          { label: t('list.enabled'), value: money(apply.enabledTradingAmount) },
          { label: t('list.fee'), value: money(apply.manageFee) },
          { label: t('list.margin'), value: money(apply.margin) },
          {
            label: t('list.marketValue'),
            value: money(stock?.marketValue),
            testId: 'allocation-market-value',
          },
          {
            label: t('list.stockPnl'),
            value: money(stock?.pnl, true),
            tone: toneOf(stock ? Number(stock.pnl) : null),
            testId: 'allocation-pnl',
          },
          { label: t('list.subaccount'), value: String(apply.subaccountNumber ?? '--') },
          { label: t('list.lineWarning'), value: money(apply.lineWarning) },
          { label: t('list.lineUnwind'), value: money(apply.lineUnwind) },
          { label: t('list.term'), value: t('list.termDays', { days: apply.tradersCycle ?? 0 }) },
          { label: t('list.addTime'), value: formatDateTime(apply.addTime).slice(0, 16) },
          { label: t('list.endTime'), value: formatDateTime(apply.endTime).slice(0, 16) },
        ]}
      />
      {status === 'rejected' && apply.auditOpinion && (
        <p className={styles.reason} data-testid="allocation-reason">
          {t('list.rejectReason', { reason: apply.auditOpinion })}
        </p>
      )}
      {status === 'trading' && isMixed && <p className={styles.note}>{t('list.unattributed')}</p>}
      {status === 'trading' && (
        <>
          {held && (
            <Suspense fallback={null}>
              <RiskView apply={apply} held={held} />
            </Suspense>
          )}
          <Link className={styles.trade} to={routes.subWarehouseBuy.href({})}>
            {t('list.trade')}
          </Link>
        </>
      )}
    </article>
  );
}
