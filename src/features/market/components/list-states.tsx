// Loading, empty, error and "more" states shared by the market lists. The skeleton has the quote
// rows' height, so the first data replaces it without moving anything.
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketStatus } from '@/components/market-status';
import { isApiError } from '@/lib/api/api-error';

import styles from './lists.module.css';

const WIDTHS = [70, 55, 80, 60, 75, 65, 50, 72];

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {WIDTHS.slice(0, rows).map((w, i) => (
        <div key={i} className={styles.skeletonRow}>
          <span>
            <span className={styles.bar} style={{ width: `${w}%` }} />
            <span className={styles.bar} style={{ width: '40%' }} />
          </span>
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
        </div>
      ))}
    </div>
  );
}

/** The server's own text for a business error, else the localized transport explanation. */
export function useErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!isApiError(error)) return null;
  if (error.kind === 'business') return error.serverMessage || null;
  return error.messageKey ? t(error.messageKey) : null;
}

export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('marketLists');
  const detail = useErrorText(error);
  return (
    <div className={styles.state} role="alert" data-testid="list-error">
      <ErrorBlock
        status="default"
        title={title}
        description={
          <>
            {detail && <div>{detail}</div>}
            <Button size="small" color="primary" fill="outline" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          </>
        }
      />
    </div>
  );
}

export function ListEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <div className={styles.state} data-testid="list-empty">
      <ErrorBlock status="empty" title={title} description={description ?? ''} />
    </div>
  );
}

export interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  /** Rows loaded so far: a new page re-arms the observer, so a short page asks for the next. */
  loaded: number;
  onLoadMore: () => void;
}

/** The list's footer: fetches the next page when it comes within 400 px of the screen. */
export function LoadMore({ hasMore, isLoading, isError, loaded, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('marketLists');
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
    <div ref={ref} className={styles.footer} data-testid="list-footer">
      {isError ? (
        <button type="button" onClick={onLoadMore}>
          {t('list.loadMoreFailed')}
        </button>
      ) : isLoading ? (
        <>
          <DotLoading color="currentColor" />
          {t('list.loadingMore')}
        </>
      ) : hasMore ? null : (
        t('list.noMore')
      )}
    </div>
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
  skeletonRows?: number;
  /** Default: the market lists' "failed to load". */
  errorTitle?: string;
  /** Default: the market lists' "no data". */
  emptyTitle?: string;
  children: ReactNode;
}

/** Skeleton, else the error with a retry, else the empty state, else `children`. */
export function ListStates({
  query,
  count,
  loading = query.isPending,
  failed = query.isError && count === 0,
  skeletonRows,
  errorTitle,
  emptyTitle,
  children,
}: ListStatesProps) {
  const { t } = useTranslation('marketLists');
  if (loading) return <ListSkeleton rows={skeletonRows} />;
  if (failed) {
    return (
      <ListError
        title={errorTitle ?? t('list.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (count === 0) return <ListEmpty title={emptyTitle ?? t('list.empty')} />;
  return <>{children}</>;
}

/**
 * A polled list: the market phase and quote age, a header (sort bar, column heads…), then the
 * list's states around `children`.
 */
export function PolledList({
  query,
  intervalMs,
  header,
  ...states
}: ListStatesProps & {
  query: StatesQuery & { dataUpdatedAt: number };
  /** The query's polling interval, for the quote age. */
  intervalMs: number;
  header: ReactNode;
}) {
  return (
    <>
      <MarketStatus
        updatedAt={query.dataUpdatedAt}
        isError={query.isError}
        intervalMs={intervalMs}
      />
      {header}
      <ListStates query={query} {...states} />
    </>
  );
}

/** What the footer needs of an infinite query (a TanStack infinite query result fits). */
export interface PagedQuery {
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/** The footer of an infinite query's list: loads its next page. */
export function NextPageFooter({ query, loaded }: { query: PagedQuery; loaded: number }) {
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
    />
  );
}
