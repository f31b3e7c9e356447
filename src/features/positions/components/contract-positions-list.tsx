// Index or futures positions, open (live) or closed, with the close sheet for open ones.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketStatus } from '@/components/market-status';
import { VirtualRows } from '@/components/virtual-rows';

import { useContractPositions } from '../api/contract-positions-api';
import { OPEN_POLL_MS, type PositionState } from '../api/position-list-api';
import type { ContractKind, ContractPositionView } from '../model/contract-position';

import { ContractCloseSheet } from './contract-close-sheet';
import { CONTRACT_CARD_HEIGHT, ContractPositionCard } from './contract-position-card';
import { ListStates, NextPageFooter, VisitorPrompt } from './list-states';
import styles from './positions.module.css';
import { Refreshable } from './refreshable';

export function ContractPositionsList({
  kind,
  state,
  onShowClosed,
}: {
  kind: ContractKind;
  state: PositionState;
  onShowClosed: () => void;
}) {
  const { t } = useTranslation('positions');
  const query = useContractPositions(kind, state);
  const views = query.rows;
  const [selected, setSelected] = useState<ContractPositionView | null>(null);
  const live = selected
    ? (views.find((v) => v.positionSn === selected.positionSn) ?? selected)
    : null;
  const render = useCallback(
    (v: ContractPositionView) => (
      <div className={styles.slot}>
        <ContractPositionCard view={v} onClose={setSelected} />
      </div>
    ),
    [setSelected],
  );
  if (query.isVisitor) return <VisitorPrompt />;
  return (
    <Refreshable onRefresh={query.refetch}>
      {/* The phase is the A-share session's: futures trade in their own windows. */}
      {state === 0 && kind === 'index' && (
        <MarketStatus
          updatedAt={query.dataUpdatedAt}
          isError={query.isError}
          intervalMs={OPEN_POLL_MS}
        />
      )}
      <ListStates
        query={query}
        count={views.length}
        emptyTitle={state === 0 ? t('empty.open') : t('empty.closed')}
        cardHeight={CONTRACT_CARD_HEIGHT}
      >
        <VirtualRows
          items={views}
          rowHeight={CONTRACT_CARD_HEIGHT}
          keyOf={(v) => v.positionSn}
          render={render}
          testId={`${kind}-positions`}
        />
        <NextPageFooter query={query} loaded={views.length} />
      </ListStates>
      <ContractCloseSheet
        position={live}
        onDismiss={() => setSelected(null)}
        onShowClosed={() => {
          setSelected(null);
          onShowClosed();
        }}
      />
    </Refreshable>
  );
}
