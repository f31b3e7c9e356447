// The frame of every position list: the visitor prompt, pull to refresh, the list's states, the
// virtualized cards and the next-page footer. What sits above the cards (market phase, totals)
// comes from the list; lists of open positions add the close sheet.
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

import {
  CardsSkeleton,
  ListStates,
  NextPageFooter,
  type PagedQuery,
  type StatesQuery,
} from '@/components/list-states';
import type { VirtualRowsProps } from '@/components/virtual-rows';
import { lazyOnFirstUse } from '@/lib/lazy-on-first-use';
import { useMediaQuery } from '@/lib/use-media-query';

import { NARROW_CARDS, NARROW_HEAD_EXTRA_PX } from './card-frame';
import type { CloseSheetProps } from './close-sheet-frame';
import styles from './paged-cards.module.css';
import { PullRefresh } from '@/components/pull-refresh';
import { useCloseTarget } from './use-close-target';
import { useOnScreen } from './use-on-screen';
import { VisitorPrompt } from './visitor-prompt';

// The virtual list (TanStack Virtual, ~9 KiB gzip) is needed only once the first page of cards is
// there: it loads while that page is on its way (from mount), and the skeleton stays until both are.
const virtualRows = lazyOnFirstUse<VirtualRowsProps<unknown>>(() =>
  import('@/components/virtual-rows').then(
    (m) => m.VirtualRows as ComponentType<VirtualRowsProps<unknown>>,
  ),
);
/** Loads the card list's code (the page does so as a list mounts). */
export const preloadCardList = virtualRows.warm;
const VirtualRows = virtualRows.Component as <T>(props: VirtualRowsProps<T>) => ReactNode;

export interface PagedCardsProps<T> {
  query: StatesQuery & PagedQuery & { isVisitor: boolean };
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Height of a card's slot in the virtual list (on a narrow phone the list adds the head's
   *  second line). */
  cardHeight: number;
  /** Keep it stable (useCallback): cards on screen skip re-rendering while it is the same. */
  renderCard: (item: T) => ReactNode;
  emptyTitle: string;
  testId: string;
  header?: ReactNode;
  children?: ReactNode;
}

/**
 * A card's slot. Off screen (the list's overscan) it keeps the row it showed last, so a poll
 * re-renders only the cards in view (issue 24); scrolled into view it shows the live row at once.
 */
export function LiveSlot<T>({ item, render }: { item: T; render: (item: T) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isOnScreen = useOnScreen(ref);
  const [held, setHeld] = useState(item);
  if (isOnScreen && held !== item) setHeld(item);
  return (
    <div ref={ref} className={styles.slot}>
      {render(isOnScreen ? item : held)}
    </div>
  );
}

export function PagedCards<T>({
  query,
  items,
  keyOf,
  cardHeight: wideCardHeight,
  renderCard,
  emptyTitle,
  testId,
  header,
  children,
}: PagedCardsProps<T>) {
  const render = useCallback(
    (item: T) => <LiveSlot item={item} render={renderCard} />,
    [renderCard],
  );
  const cardHeight = wideCardHeight + (useMediaQuery(NARROW_CARDS) ? NARROW_HEAD_EXTRA_PX : 0);
  useEffect(() => {
    if (!query.isVisitor) void virtualRows.warm();
  }, [query.isVisitor]);
  if (query.isVisitor) return <VisitorPrompt />;
  const skeleton = <CardsSkeleton height={cardHeight} testId="positions-skeleton" />;
  return (
    <PullRefresh onRefresh={query.refetch}>
      {header}
      <ListStates
        query={query}
        count={items.length}
        skeleton={skeleton}
        emptyTitle={emptyTitle}
        testIdPrefix="positions"
      >
        <Suspense fallback={skeleton}>
          <VirtualRows
            // Another height lays every row out again: a new list (a rotated or resized window).
            key={cardHeight}
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
        </Suspense>
      </ListStates>
      {children}
    </PullRefresh>
  );
}

const positionSnOf = (v: { positionSn: string }) => v.positionSn;

/** The list as ClosableCards renders it: opening or closing the sheet leaves it alone. */
const ListOfCards = memo(PagedCards) as typeof PagedCards;

/**
 * Open positions: each card's "close" opens the kind's close sheet, which follows the live row.
 * `sheet` may be lazy: it mounts (and loads) on the first "close".
 */
export function ClosableCards<V extends { positionSn: string }>({
  card: Card,
  sheet: Sheet,
  warmSheet,
  onShowClosed,
  ...list
}: Omit<PagedCardsProps<V>, 'keyOf' | 'renderCard' | 'children'> & {
  card: ComponentType<{ view: V; onClose: (view: V) => void; onReachClose?: () => void }>;
  sheet: ComponentType<CloseSheetProps<V>>;
  /** Starts loading the sheet's code (on a finger down on "close"). */
  warmSheet?: () => void;
  /** After a close: show the closed positions. */
  onShowClosed: () => void;
}) {
  const { open, sheet, isWanted } = useCloseTarget(list.items, onShowClosed);
  const renderCard = useCallback(
    (v: V) => <Card view={v} onClose={open} onReachClose={warmSheet} />,
    [Card, open, warmSheet],
  );
  // The sheet beside the list, not inside it (it is a portal): its state re-renders only itself,
  // and a poll re-renders it only when its own row changed.
  return (
    <>
      <ListOfCards {...list} keyOf={positionSnOf} renderCard={renderCard} />
      {isWanted && <SheetSlot sheet={Sheet} props={sheet} />}
    </>
  );
}

const SheetSlot = memo(function SheetSlot<V>({
  sheet: Sheet,
  props,
}: {
  sheet: ComponentType<CloseSheetProps<V>>;
  props: CloseSheetProps<V>;
}) {
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}) as <V>(p: { sheet: ComponentType<CloseSheetProps<V>>; props: CloseSheetProps<V> }) => ReactNode;
