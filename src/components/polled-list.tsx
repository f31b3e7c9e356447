// A polled quote list's frame: the market phase and quote age (the trading calendar's status
// line), a header, then the list's states (list-states.tsx) around the rows.
import type { ReactNode } from 'react';

import { ListStates, type ListStatesProps, type StatesQuery } from './list-states';
import { MarketStatus } from './market-status';
import { RowsSkeleton } from './rows-skeleton';

export interface PolledListProps extends Omit<
  ListStatesProps,
  'query' | 'skeleton' | 'testIdPrefix'
> {
  query: StatesQuery & { dataUpdatedAt: number };
  /** The query's polling interval, for the quote age. */
  intervalMs: number;
  /** Between the status line and the rows (sort bar, column heads…). */
  header: ReactNode;
  /** Quote rows in the skeleton (default 8). */
  skeletonRows?: number;
  /** Default `list`: `list-skeleton`, `list-error`, `list-empty`. */
  testIdPrefix?: string;
}

/**
 * A polled quote list: the market phase and quote age, a header, then the list's states around
 * `children`, with a skeleton of quote rows.
 */
export function PolledList({
  query,
  intervalMs,
  header,
  skeletonRows,
  testIdPrefix = 'list',
  ...states
}: PolledListProps) {
  return (
    <>
      <MarketStatus
        updatedAt={query.dataUpdatedAt}
        isError={query.isError}
        intervalMs={intervalMs}
      />
      {header}
      <ListStates
        query={query}
        skeleton={<RowsSkeleton rows={skeletonRows} testId={`${testIdPrefix}-skeleton`} />}
        testIdPrefix={testIdPrefix}
        {...states}
      />
    </>
  );
}
