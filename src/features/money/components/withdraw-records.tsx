// My withdrawal requests with a status filter (screens §9.3: /FundingDetails' withdrawals tab,
// /cashWithdrawalRecord, /cashlist); /cashlist also cancels a request still under review.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { WithdrawStatus } from '@/api/contracts/codes';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import { useWithdrawList } from '@/lib/queries/withdrawals';

import {
  WITHDRAW_STATUS_KEYS,
  withdrawRecordView,
  type WithdrawRecordView,
  type WithdrawStatusKey,
} from '../model/record-views';

import { RecordList } from './record-list';
import { StatusFilter } from './status-filter';
import { useWithdrawCancel } from './use-withdraw-cancel';
import { WithdrawRecordCard } from './withdraw-record-card';

// The dialog (antd-mobile Dialog) loads on first use.
const CancelWithdrawDialog = lazy(async () => ({
  default: (await import('./cancel-withdraw-dialog')).CancelWithdrawDialog,
}));

const CODE: Record<WithdrawStatusKey, WithdrawStatus> = {
  reviewing: WithdrawStatus.REVIEWING,
  paid: WithdrawStatus.PAID,
  failed: WithdrawStatus.FAILED,
  cancelled: WithdrawStatus.CANCELLED,
};

const keyOf = (v: WithdrawRecordView) => String(v.id);

function WithdrawList({
  status,
  onCancel,
  isCancelling,
}: {
  status: WithdrawStatusKey | 'all';
  onCancel?: (v: WithdrawRecordView) => void;
  isCancelling?: boolean;
}) {
  const { t } = useTranslation('money');
  const query = useWithdrawList(status === 'all' ? {} : { status: CODE[status] });
  return (
    <RecordList
      query={query}
      items={query.rows.map(withdrawRecordView)}
      keyOf={keyOf}
      render={(v) => (
        <WithdrawRecordCard view={v} onCancel={onCancel} isCancelling={isCancelling} />
      )}
      emptyTitle={t('records.empty.withdrawals')}
      testId="withdraw-record-list"
    />
  );
}

function Filter({
  value,
  onChange,
}: {
  value: WithdrawStatusKey | 'all';
  onChange: (k: WithdrawStatusKey | 'all') => void;
}) {
  const { t } = useTranslation('money');
  return (
    <StatusFilter
      keys={WITHDRAW_STATUS_KEYS}
      labelOf={(k) => t(`records.withdrawStatus.${k}`)}
      value={value}
      onChange={onChange}
      testIdPrefix="withdraw-filter"
    />
  );
}

/** Read-only list. */
export function WithdrawRecords() {
  const [status, setStatus] = useState<WithdrawStatusKey | 'all'>('all');
  return (
    <>
      <Filter value={status} onChange={setStatus} />
      <WithdrawList status={status} />
    </>
  );
}

/** The list with cancel on rows under review. */
export function CancellableWithdrawRecords() {
  const [status, setStatus] = useState<WithdrawStatusKey | 'all'>('all');
  const { t } = useTranslation('money');
  const cancel = useWithdrawCancel();
  const isBusy = cancel.pending || cancel.isBlocked;
  return (
    <>
      <IntentOutcome
        outcome={cancel.outcome}
        onRetry={(record) => {
          cancel.dismiss();
          void cancel.submit(record.params);
        }}
        onRecheck={cancel.recheck}
        onDismiss={cancel.dismiss}
        summary={(p) => t('records.cancel.summary', { id: p.withId })}
      />
      <Filter value={status} onChange={setStatus} />
      <WithdrawList status={status} onCancel={cancel.ask} isCancelling={isBusy} />
      {cancel.asking && (
        <Suspense fallback={null}>
          <CancelWithdrawDialog
            asking={cancel.asking}
            onKeep={cancel.close}
            onConfirm={cancel.confirm}
          />
        </Suspense>
      )}
    </>
  );
}
