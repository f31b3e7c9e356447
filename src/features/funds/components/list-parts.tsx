// The lists' states — loading, empty, failed with a retry — and the footer that asks for the next
// page when it comes near the screen, around the rows of both funds lists (`PagedStates`). Light
// text states rather than @/components/list-states (its skeletons, state pictures and footer):
// that one costs /funds and /fundslist 1.3 KiB of first-load JS, past their 200 KiB budget. The
// query shapes are list-states' own.
import { Button } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { PagedQuery, StatesQuery } from '@/components/list-states';
import { useErrorMessage } from '@/lib/api/api-error';

import styles from './stack.module.css';

function ListLoading({ testId }: { testId: string }) {
  const { t } = useTranslation('funds');
  return (
    <p className={styles.state} aria-busy="true" data-testid={testId}>
      {t('list.loading')}
    </p>
  );
}

function ListEmpty({ title, testId }: { title: string; testId: string }) {
  return (
    <p className={styles.state} data-testid={testId}>
      {title}
    </p>
  );
}

function ListFailed({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const detail = useErrorMessage()(error);
  return (
    <div className={styles.state} role="alert" data-testid={testId}>
      <p>{detail ?? t('list.loadFailed')}</p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}

function MoreFooter({
  hasMore,
  isLoading,
  isError,
  loaded,
  onMore,
  testId,
}: {
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  /** Rows so far: a new page re-arms the observer. */
  loaded: number;
  onMore: () => void;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const armed = hasMore && !isLoading && !isError;
  useEffect(() => {
    const el = ref.current;
    if (!el || !armed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && onMore(), {
      rootMargin: '400px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [armed, loaded, onMore]);
  return (
    <div ref={ref} className={styles.footer} data-testid={testId}>
      {isError ? (
        <button type="button" className={styles.retry} onClick={onMore}>
          {t('list.loadMoreFailed')}
        </button>
      ) : isLoading ? (
        t('list.loadingMore')
      ) : hasMore ? (
        <button type="button" className={styles.retry} onClick={onMore}>
          {t('list.loadMore')}
        </button>
      ) : (
        t('list.noMore')
      )}
    </div>
  );
}

/**
 * A paged list's states by its query — loading, failed with no row, empty — else its rows and the
 * footer; test ids `<testId>-loading`, `-error`, `-empty`, `-more`.
 */
export function PagedStates({
  query,
  count,
  emptyTitle,
  testId,
  children,
}: {
  query: StatesQuery & PagedQuery;
  count: number;
  emptyTitle: string;
  testId: string;
  children: ReactNode;
}) {
  if (query.isPending) return <ListLoading testId={`${testId}-loading`} />;
  if (query.isError && count === 0) {
    return (
      <ListFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  }
  if (count === 0) return <ListEmpty title={emptyTitle} testId={`${testId}-empty`} />;
  return (
    <>
      {children}
      <MoreFooter
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        loaded={count}
        onMore={() => void query.fetchNextPage()}
        testId={`${testId}-more`}
      />
    </>
  );
}
