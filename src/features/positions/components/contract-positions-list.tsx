// Index or futures positions, open (live) or closed, with the close sheet for open ones.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketStatus } from '@/components/market-status';
import { useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { OPEN_POLL_MS, useContractPositions, type PositionState } from '@/lib/queries/positions';

import { contractViewsOf, type ContractKind } from '../model/contract-position';

import { CONTRACT_CARD_HEIGHT, ContractPositionCard } from './contract-position-card';
import { contractCloseSheet } from './lazy-sheets';
import { ClosableCards } from './paged-cards';

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
  useWarmWhenIdle(contractCloseSheet.warm, state === 0 && views.length > 0);
  return (
    <ClosableCards
      query={query}
      items={views}
      card={ContractPositionCard}
      sheet={contractCloseSheet.Component}
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
