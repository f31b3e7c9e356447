// My applications as cards (/sharerecord: all of them; /zhongqianrecord: the allotted ones), each
// with its phase at the server's time, and 认缴 through one confirmation and one request. Loading,
// empty and failed states with a retry; the rows are polled by their home (lib/queries/new-shares).
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserStockSubscribe } from '@/api/contracts/models/ipo';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import box from '@/components/page-box.module.css';
import { useErrorMessage } from '@/lib/api/api-error';
import { useServerNow } from '@/lib/new-shares/use-server-now';
import { useShareLookup } from '@/lib/new-shares/use-share-lookup';
import { useUserInfo } from '@/lib/queries/user-info';

import { recordView } from '../model/record-view';

import pageStyles from './ipo-page.module.css';
import { RecordCard } from './record-card';
import { usePay } from './use-pay';

// The dialog (antd-mobile Dialog) loads on first use.
const PayDialog = lazy(async () => ({ default: (await import('./pay-dialog')).PayDialog }));

export function RecordsList({
  query,
  emptyText,
  testId,
}: {
  query: UseQueryResult<UserStockSubscribe[]>;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation('ipo');
  const rows = query.data;
  const codes = useMemo(() => (rows ?? []).map((r) => r.newCode), [rows]);
  const shareOf = useShareLookup(codes);
  // Phases change at a deadline: look again each minute.
  const now = useServerNow(() => 60_000, query.dataUpdatedAt);
  const info = useUserInfo();
  const pay = usePay();
  const errorText = useErrorMessage()(query.error);
  const isBusy = pay.pending || pay.isBlocked;

  let list;
  if (query.isPending) {
    list = (
      <p className={pageStyles.state} aria-busy="true">
        {t('state.loading')}
      </p>
    );
  } else if (query.isError && !rows) {
    list = (
      <div className={pageStyles.state} role="alert" data-testid={`${testId}-error`}>
        <p>{errorText ?? t('state.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </div>
    );
  } else if (!rows || rows.length === 0) {
    list = (
      <p className={pageStyles.state} data-testid={`${testId}-empty`}>
        {emptyText}
      </p>
    );
  } else {
    list = rows.map((row) => (
      <RecordCard
        key={row.id}
        view={recordView(row, shareOf, now)}
        onPay={pay.ask}
        isPaying={isBusy}
      />
    ));
  }

  return (
    <>
      <IntentOutcome
        outcome={pay.outcome}
        onRetry={(record) => {
          pay.dismiss();
          void pay.submit(record.params);
        }}
        onRecheck={pay.recheck}
        onDismiss={pay.dismiss}
        summary={(p) => t('pay.summary', { id: p.id })}
      />
      <div className={box.body} data-testid={testId}>
        {list}
      </div>
      {pay.asking && (
        <Suspense fallback={null}>
          <PayDialog
            asking={pay.asking}
            enableAmt={info.data?.enableAmt}
            onKeep={pay.close}
            onConfirm={pay.confirm}
          />
        </Suspense>
      )}
    </>
  );
}
