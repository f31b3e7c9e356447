// My funds ledger (screens §9.3: /FundingDetails' first tab): every balance change, newest first.
import { useTranslation } from 'react-i18next';

import { useCashList } from '@/lib/queries/cash-records';

import { ledgerRowView, type LedgerRowView } from '../model/record-views';

import { LedgerRowCard } from './ledger-row-card';
import { RecordList } from './record-list';

const keyOf = (v: LedgerRowView) => String(v.id);
const render = (v: LedgerRowView) => <LedgerRowCard view={v} />;

export function LedgerRecords() {
  const { t } = useTranslation('money');
  const query = useCashList();
  return (
    <RecordList
      query={query}
      items={query.rows.map(ledgerRowView)}
      keyOf={keyOf}
      render={render}
      emptyTitle={t('records.empty.ledger')}
      testId="ledger-record-list"
    />
  );
}
