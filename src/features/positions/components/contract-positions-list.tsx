// Index or futures positions, open (live) or closed, with the close sheet for open ones.
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketStatus } from '@/components/market-status';

import { OPEN_POLL_MS, useContractPositions, type PositionState } from '@/lib/queries/positions';

import { contractViewsOf, type ContractKind } from '../model/contract-position';

import { CONTRACT_CARD_HEIGHT, ContractPositionCard } from './contract-position-card';
import { ClosableCards } from './paged-cards';

/** Loaded on the first "close" (its own chunk). */
const ContractCloseSheet = lazy(() =>
  import('./contract-close-sheet').then((m) => ({ default: m.ContractCloseSheet })),
);

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
  // Views once per answer, so memoized cards keep their identity between renders.
  const views = useMemo(() => contractViewsOf(kind, query.rows), [kind, query.rows]);
  return (
    <ClosableCards
      query={query}
      items={views}
      card={ContractPositionCard}
      sheet={ContractCloseSheet}
      onShowClosed={onShowClosed}
      cardHeight={CONTRACT_CARD_HEIGHT}
      emptyTitle={state === 0 ? t('empty.open') : t('empty.closed')}
      testId={`${kind}-positions`}
      header={
        // The phase is the A-share session's: futures trade in their own windows.
        state === 0 &&
        kind === 'index' && (
          <MarketStatus
            updatedAt={query.dataUpdatedAt}
            isError={query.isError}
            intervalMs={OPEN_POLL_MS}
          />
        )
      }
    />
  );
}
