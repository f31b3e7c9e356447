// Loading, error, empty and "more" states of a list: the one copy every list uses (the market
// lists, the position lists, searches; a polled quote list's frame is polled-list.tsx, apart, so a
// page without quotes does not load the trading calendar). Texts default to the `common:list.*` words; a list that
// says it better (a quote list's "quotes failed to load") passes its own. Test ids come from the
// list. The skeletons have the height of their list's rows, so the first data replaces them
// without a jump: quote rows (`RowsSkeleton`, rows-skeleton.tsx) or cards in a virtual list
// (`CardsSkeleton`). StateBlock lives in state-block.tsx (re-exported here). Native controls, not
// antd's Button and DotLoading: every list page loads this file first (issue 24's budgets).
import { memo, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorMessage } from '@/lib/api/api-error';

import styles from './list-states.module.css';
import { LoadingDots } from './loading-dots';
import { loadPicture, StateBlock } from './state-block';

export { useErrorMessage };
export { StateBlock, type StateBlockProps } from './state-block';

/** The text of `error` (see useErrorMessage), null when there is nothing to say. */
export const useErrorText = (error: unknown): string | null => useErrorMessage()(error);

/** One pulsing line of a skeleton; stacked lines keep 6 px apart. */
export function SkeletonBar({ width }: { width?: string }) {
  return <span className={styles.bar} style={width ? { width } : undefined} />;
}

/** Cards of a virtual list, each in a slot of the list's row height. */
export function CardsSkeleton({
  count = 3,
  height,
  testId,
}: {
  count?: number;
  height: number;
  testId: string;
}) {
  return (
    <div aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.cardSlot} style={{ height }}>
          <div className={styles.skeletonCard}>
            <SkeletonBar width="45%" />
            <SkeletonBar width="70%" />
            <SkeletonBar width="60%" />
            <SkeletonBar width="80%" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ListError({
  title,
  error,
  onRetry,
  retryText,
  testId,
}: {
  /** Default: `common:list.loadFailed`. */
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** Default: `common:list.retry`. */
  retryText?: string;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const detail = useErrorText(error);
  return (
    <StateBlock
      status="default"
      title={title ?? t('list.loadFailed')}
      isAlert
      testId={testId}
      description={
        <>
          {detail && <div>{detail}</div>}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {retryText ?? t('list.retry')}
          </button>
        </>
      }
    />
  );
}

export interface FooterTexts {
  loadMore: string;
  loadingMore: string;
  loadMoreFailed: string;
  noMore: string;
}

export interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  /** Rows loaded so far: a new page re-arms the observer, so a short page asks for the next. */
  loaded: number;
  onLoadMore: () => void;
  /** Offer a "load more" button while more pages wait; without it the footer stays blank. */
  hasLoadMoreButton?: boolean;
  /** Default: the `common:list.*` words. */
  texts?: Partial<FooterTexts>;
  testId: string;
}

const useFooterTexts = (texts: Partial<FooterTexts> | undefined): FooterTexts => {
  const { t } = useTranslation('common');
  return {
    loadMore: texts?.loadMore ?? t('list.loadMore'),
    loadingMore: texts?.loadingMore ?? t('list.loadingMore'),
    loadMoreFailed: texts?.loadMoreFailed ?? t('list.loadMoreFailed'),
    noMore: texts?.noMore ?? t('list.noMore'),
  };
};

/**
 * The list's footer: fetches the next page when it comes within 400 px of the screen. Memoised: a
 * polled list renders every second, its footer only when paging moves.
 */
export const LoadMore = memo(function LoadMore({
  hasMore,
  isLoading,
  isError,
  loaded,
  onLoadMore,
  hasLoadMoreButton = false,
  texts: given,
  testId,
}: LoadMoreProps) {
  const texts = useFooterTexts(given);
  const ref = useRef<HTMLDivElement>(null);
  const armed = hasMore && !isLoading && !isError;
  useEffect(() => {
    const el = ref.current;
    if (!el || !armed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [armed, loaded, onLoadMore]);

  return (
    <div ref={ref} className={styles.footer} data-testid={testId}>
      {isError ? (
        <button type="button" onClick={onLoadMore}>
          {texts.loadMoreFailed}
        </button>
      ) : isLoading ? (
        <>
          <LoadingDots />
          {texts.loadingMore}
        </>
      ) : !hasMore ? (
        texts.noMore
      ) : hasLoadMoreButton ? (
        <button type="button" onClick={onLoadMore}>
          {texts.loadMore}
        </button>
      ) : null}
    </div>
  );
});

/** What the footer needs of an infinite query (a TanStack infinite query result fits). */
export interface PagedQuery {
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/** The footer of an infinite query's list: loads its next page. */
export function NextPageFooter({
  query,
  loaded,
  hasLoadMoreButton,
  texts,
  testId,
}: {
  query: PagedQuery;
  loaded: number;
  hasLoadMoreButton?: boolean;
  texts?: Partial<FooterTexts>;
  testId: string;
}) {
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  return (
    <LoadMore
      hasMore={hasNextPage}
      isLoading={isFetchingNextPage}
      isError={isFetchNextPageError}
      loaded={loaded}
      onLoadMore={loadMore}
      hasLoadMoreButton={hasLoadMoreButton}
      texts={texts}
      testId={testId}
    />
  );
}

/** What the states need of a query (a TanStack query result fits). */
export interface StatesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ListStatesProps {
  query: StatesQuery;
  /** Rows there are to show. */
  count: number;
  /** Show the skeleton; default: until the first answer. */
  loading?: boolean;
  /** Show the error with a retry; default: the query failed and there is no row. */
  failed?: boolean;
  skeleton: ReactNode;
  /** Default: `common:list.loadFailed`. */
  errorTitle?: string;
  /** Default: `common:list.retry`. */
  retryText?: string;
  /** Default: `common:list.empty`. */
  emptyTitle?: string;
  /** Under the empty state's title. */
  emptyDescription?: ReactNode;
  /** The states' test ids: `<prefix>-error`, `<prefix>-empty`. */
  testIdPrefix: string;
  children: ReactNode;
}

/** Skeleton, else the error with a retry, else the empty state, else `children`. */
export function ListStates({
  query,
  count,
  loading = query.isPending,
  failed = query.isError && count === 0,
  skeleton,
  errorTitle,
  retryText,
  emptyTitle,
  emptyDescription,
  testIdPrefix,
  children,
}: ListStatesProps) {
  const { t } = useTranslation('common');
  // While the list loads, fetch the state picture it may need (not part of the first load).
  useEffect(() => {
    if (loading) void loadPicture();
  }, [loading]);
  if (loading) return <>{skeleton}</>;
  if (failed) {
    return (
      <ListError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retryText={retryText}
        testId={`${testIdPrefix}-error`}
      />
    );
  }
  if (count === 0) {
    return (
      <StateBlock
        status="empty"
        title={emptyTitle ?? t('list.empty')}
        description={emptyDescription}
        testId={`${testIdPrefix}-empty`}
      />
    );
  }
  return <>{children}</>;
}
