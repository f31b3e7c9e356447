// Loading, error, empty and "more" states of a list, shared by the market and position lists. The
// texts and test ids come from the feature (each list speaks in its own namespace); the skeleton
// too, as it has the height of that list's rows so the first data replaces it without a jump.
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api/api-error';

import styles from './list-states.module.css';

/** Turns a failure into text: the server's own for a business error, else the localized cause. */
export const useErrorMessage = () => {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown): string | null => {
      if (!isApiError(error)) return null;
      if (error.kind === 'business') return error.serverMessage || null;
      return error.messageKey ? t(error.messageKey) : null;
    },
    [t],
  );
};

/** The text of `error` (see useErrorMessage), null when there is nothing to say. */
export const useErrorText = (error: unknown): string | null => useErrorMessage()(error);

/** One pulsing line of a skeleton; stacked lines keep 6 px apart. */
export function SkeletonBar({ width }: { width?: string }) {
  return <span className={styles.bar} style={width ? { width } : undefined} />;
}

export interface StateBlockProps {
  status: 'default' | 'empty';
  title: string;
  description?: ReactNode;
  /** Announced at once (a failure). */
  isAlert?: boolean;
  testId: string;
  /** Actions under the text. */
  children?: ReactNode;
}

/** A list's or page's state in place of its content: picture, title, text, actions. */
export function StateBlock({
  status,
  title,
  description,
  isAlert = false,
  testId,
  children,
}: StateBlockProps) {
  return (
    <div className={styles.state} role={isAlert ? 'alert' : undefined} data-testid={testId}>
      <ErrorBlock status={status} title={title} description={description ?? ''}>
        {children}
      </ErrorBlock>
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
  title: string;
  error: unknown;
  onRetry: () => void;
  retryText: string;
  testId: string;
}) {
  const detail = useErrorText(error);
  return (
    <StateBlock
      status="default"
      title={title}
      isAlert
      testId={testId}
      description={
        <>
          {detail && <div>{detail}</div>}
          <Button size="small" color="primary" fill="outline" onClick={onRetry}>
            {retryText}
          </Button>
        </>
      }
    />
  );
}

export interface FooterTexts {
  loadingMore: string;
  loadMoreFailed: string;
  noMore: string;
  /** A button offered while more pages wait; without it the footer stays blank until reached. */
  loadMore?: string;
}

export interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  /** Rows loaded so far: a new page re-arms the observer, so a short page asks for the next. */
  loaded: number;
  onLoadMore: () => void;
  texts: FooterTexts;
  testId: string;
}

/** The list's footer: fetches the next page when it comes within 400 px of the screen. */
export function LoadMore({
  hasMore,
  isLoading,
  isError,
  loaded,
  onLoadMore,
  texts,
  testId,
}: LoadMoreProps) {
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
          <DotLoading color="currentColor" />
          {texts.loadingMore}
        </>
      ) : !hasMore ? (
        texts.noMore
      ) : texts.loadMore ? (
        <button type="button" onClick={onLoadMore}>
          {texts.loadMore}
        </button>
      ) : null}
    </div>
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
export function NextPageFooter({
  query,
  loaded,
  texts,
  testId,
}: {
  query: PagedQuery;
  loaded: number;
  texts: FooterTexts;
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
  errorTitle: string;
  retryText: string;
  emptyTitle: string;
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
  testIdPrefix,
  children,
}: ListStatesProps) {
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
    return <StateBlock status="empty" title={emptyTitle} testId={`${testIdPrefix}-empty`} />;
  }
  return <>{children}</>;
}
