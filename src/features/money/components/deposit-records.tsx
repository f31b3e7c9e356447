// My deposit orders with a status filter (screens §9.3: /FundingDetails' deposits tab,
// /transferRecord, /rechargelist).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RechargeStatus } from '@/api/contracts/codes';
import { useRechargeList } from '@/lib/queries/recharges';

import {
  DEPOSIT_STATUS_KEYS,
  depositRecordView,
  type DepositRecordView,
  type DepositStatusKey,
} from '../model/record-views';

import { DepositRecordCard } from './deposit-record-card';
import { RecordList } from './record-list';
import { StatusFilter } from './status-filter';

const CODE: Record<DepositStatusKey, RechargeStatus> = {
  reviewing: RechargeStatus.REVIEWING,
  success: RechargeStatus.SUCCESS,
  failed: RechargeStatus.FAILED,
  cancelled: RechargeStatus.CANCELLED,
};

const keyOf = (v: DepositRecordView) => String(v.id);
const render = (v: DepositRecordView) => <DepositRecordCard view={v} />;

export function DepositRecords() {
  const { t } = useTranslation('money');
  const [status, setStatus] = useState<DepositStatusKey | 'all'>('all');
  const query = useRechargeList(status === 'all' ? {} : { status: CODE[status] });
  return (
    <>
      <StatusFilter
        keys={DEPOSIT_STATUS_KEYS}
        labelOf={(k) => t(`records.depositStatus.${k}`)}
        value={status}
        onChange={setStatus}
        testIdPrefix="deposit-filter"
      />
      <RecordList
        query={query}
        items={query.rows.map(depositRecordView)}
        keyOf={keyOf}
        render={render}
        emptyTitle={t('records.empty.deposits')}
        testId="deposit-record-list"
      />
    </>
  );
}
