// The open or closed sub-account positions, 10 a page, refreshed every 5 s while shown; an open
// one can be closed through the page's close flow (one request per confirmed intent).
import { useTranslation } from 'react-i18next';

import { useFundingPositions } from '@/lib/queries/funding';
import type { PositionState } from '@/lib/queries/positions';

import { PagedStates } from './list-parts';
import { PositionCard } from './position-card';
import styles from './stack.module.css';
import type { useClosePosition } from './use-close-position';

export function PositionsList({
  state,
  close,
}: {
  state: PositionState;
  /** The page's close flow; open positions only. */
  close?: ReturnType<typeof useClosePosition>;
}) {
  const { t } = useTranslation('funds');
  const query = useFundingPositions(state);
  const testId = state === 0 ? 'funds-open' : 'funds-closed';
  return (
    <div className={styles.stack} data-testid={testId}>
      <PagedStates
        query={query}
        count={query.rows.length}
        emptyTitle={t('list.empty')}
        testId={testId}
      >
        {query.rows.map((p) => (
          <PositionCard
            key={p.positionSn}
            position={p}
            close={
              close
                ? {
                    isAsking: close.asking === p.positionSn,
                    isBusy: close.pending,
                    onAsk: () => close.ask(p.positionSn),
                    onKeep: close.keep,
                    onConfirm: close.confirm,
                  }
                : undefined
            }
          />
        ))}
      </PagedStates>
    </div>
  );
}
