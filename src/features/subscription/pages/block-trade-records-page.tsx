// /sharerecordDz 大宗交易记录 (screens §7.2): my block-trade positions (type 3), newest first — name
// with market badge, total, shares, unit price, order number, time in Beijing, and a link to the
// position on /warehouse (open or closed tab).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { UserPosition } from '@/api/contracts/models/trading';
import { CardsSkeleton, ListStates } from '@/components/list-states';
import { routes } from '@/config/routes';
import { useBlockTradeRecords } from '@/lib/queries/block-trades';

import { dateFormat } from '../components/date-format';
import { useFormat } from '../components/use-format';

import { ExchangeBadge } from '../components/exchange-badge';
import styles from './block-trade-records-page.module.css';

function RecordCard({ row }: { row: UserPosition }) {
  const { t } = useTranslation(['blockVip', 'market']);
  const f = useFormat();
  const isClosed = row.sellOrderTime !== null && row.sellOrderTime !== undefined;
  const facts: [string, string, string][] = [
    [t('records.total'), f.money(row.orderTotalPrice), 'record-total'],
    [t('records.shares'), t('records.sharesValue', { shares: row.orderNum }), 'record-shares'],
    [t('records.unitPrice'), f.money(row.buyOrderPrice), 'record-price'],
    [t('records.time'), dateFormat.dateTime(row.buyOrderTime), 'record-time'],
    [t('records.orderId'), row.buyOrderId ?? '--', 'record-order'],
  ];
  return (
    <li className={styles.card} data-testid="block-record" data-code={row.stockCode}>
      <div className={styles.head}>
        <strong>{row.stockName}</strong>
        <ExchangeBadge gid={row.stockGid} code={row.stockCode} />
        <span className={styles.code}>{row.stockCode}</span>
        <span className={styles.state} data-closed={isClosed || undefined}>
          {isClosed ? t('records.closed') : t('records.open')}
        </span>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        className={styles.link}
        to={routes.warehouse.href({ tab: isClosed ? 'closed' : 'open' })}
        data-testid="record-position-link"
      >
        {t('records.toPosition')}
      </Link>
    </li>
  );
}

export default function BlockTradeRecordsPage() {
  const { t } = useTranslation('blockVip');
  const records = useBlockTradeRecords();
  const rows = records.data ?? [];
  return (
    <div className={styles.page} data-testid="block-records-page">
      <ListStates
        query={records}
        count={rows.length}
        skeleton={<CardsSkeleton count={3} height={188} testId="records-skeleton" />}
        errorTitle={t('records.loadFailed')}
        emptyTitle={t('records.empty')}
        testIdPrefix="records"
      >
        <ul className={styles.list}>
          {rows.map((row) => (
            <RecordCard key={row.id} row={row} />
          ))}
        </ul>
      </ListStates>
    </div>
  );
}
