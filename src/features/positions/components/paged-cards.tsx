// The frame of every position list: the visitor prompt, pull to refresh, the list's states, the
// virtualized cards and the next-page footer. What sits above the cards (market phase, totals)
// comes from the list; lists of open positions add the close sheet.
import { Suspense, useCallback, type ComponentType, type ReactNode } from 'react';

import {
  CardsSkeleton,
  ListStates,
  NextPageFooter,
  type PagedQuery,
  type StatesQuery,
} from '@/components/list-states';
import { VirtualRows } from '@/components/virtual-rows';

import type { CloseSheetProps } from './close-sheet-frame';
import styles from './paged-cards.module.css';
import { PullRefresh } from '@/components/pull-refresh';
import { useCloseTarget } from './use-close-target';
import { VisitorPrompt } from './visitor-prompt';

export interface PagedCardsProps<T> {
  query: StatesQuery & PagedQuery & { isVisitor: boolean };
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Height of a card's slot in the virtual list. */
  cardHeight: number;
  /** Keep it stable (useCallback): cards on screen skip re-rendering while it is the same. */
  renderCard: (item: T) => ReactNode;
  emptyTitle: string;
  testId: string;
  header?: ReactNode;
  children?: ReactNode;
}

export function PagedCards<T>({
  query,
  items,
  keyOf,
  cardHeight,
  renderCard,
  emptyTitle,
  testId,
  header,
  children,
}: PagedCardsProps<T>) {
  const render = useCallback(
    (item: T) => <div className={styles.slot}>{renderCard(item)}</div>,
    [renderCard],
  );
  if (query.isVisitor) return <VisitorPrompt />;
  return (
    <PullRefresh onRefresh={query.refetch}>
      {header}
      <ListStates
        query={query}
        count={items.length}
        skeleton={<CardsSkeleton height={cardHeight} testId="positions-skeleton" />}
        emptyTitle={emptyTitle}
        testIdPrefix="positions"
      >
        <VirtualRows
          items={items}
          rowHeight={cardHeight}
          keyOf={keyOf}
          render={render}
          testId={testId}
        />
        <NextPageFooter
          query={query}
          loaded={items.length}
          hasLoadMoreButton
          testId="positions-footer"
        />
      </ListStates>
      {children}
    </PullRefresh>
  );
}

const positionSnOf = (v: { positionSn: string }) => v.positionSn;

/**
 * Open positions: each card's "close" opens the kind's close sheet, which follows the live row.
 * `sheet` may be lazy: it mounts (and loads) on the first "close".
 */
export function ClosableCards<V extends { positionSn: string }>({
  card: Card,
  sheet: Sheet,
  onShowClosed,
  ...list
}: Omit<PagedCardsProps<V>, 'keyOf' | 'renderCard' | 'children'> & {
  card: ComponentType<{ view: V; onClose: (view: V) => void }>;
  sheet: ComponentType<CloseSheetProps<V>>;
  /** After a close: show the closed positions. */
  onShowClosed: () => void;
}) {
  const { open, sheet, isWanted } = useCloseTarget(list.items, onShowClosed);
  const renderCard = useCallback((v: V) => <Card view={v} onClose={open} />, [Card, open]);
  return (
    <PagedCards {...list} keyOf={positionSnOf} renderCard={renderCard}>
      {isWanted && (
        <Suspense fallback={null}>
          <Sheet {...sheet} />
        </Suspense>
      )}
    </PagedCards>
  );
}
