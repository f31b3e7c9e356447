// Loading, error, empty and paging states of the position lists, and the visitor prompt. The
// skeleton has the cards' height so the first data replaces it without a jump.
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api/api-error';
import { useAppStore } from '@/stores/app-store';

import styles from './positions.module.css';

/** The server's text for a business error, else the localized transport explanation. */
export function useErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!isApiError(error)) return null;
  if (error.kind === 'business') return error.serverMessage || null;
  return error.messageKey ? t(error.messageKey) : null;
}

export function CardSkeleton({ count = 3, height }: { count?: number; height: number }) {
  return (
    <div aria-busy="true" data-testid="positions-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.slot} style={{ height }}>
          <div className={styles.skeletonCard}>
            <span className={styles.bar} style={{ width: '45%' }} />
            <span className={styles.bar} style={{ width: '70%' }} />
            <span className={styles.bar} style={{ width: '60%' }} />
            <span className={styles.bar} style={{ width: '80%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface StatesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export function ListStates({
  query,
  count,
  emptyTitle,
  cardHeight,
  children,
}: {
  query: StatesQuery;
  count: number;
  emptyTitle: string;
  cardHeight: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('positions');
  const detail = useErrorText(query.error);
  if (query.isPending) return <CardSkeleton height={cardHeight} />;
  if (query.isError && count === 0) {
    return (
      <div className={styles.state} role="alert" data-testid="positions-error">
        <ErrorBlock
          status="default"
          title={t('list.loadFailed')}
          description={
            <>
              {detail && <div>{detail}</div>}
              <Button
                size="small"
                color="primary"
                fill="outline"
                onClick={() => void query.refetch()}
              >
                {t('list.retry')}
              </Button>
            </>
          }
        />
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className={styles.state} data-testid="positions-empty">
        <ErrorBlock status="empty" title={emptyTitle} description="" />
      </div>
    );
  }
  return <>{children}</>;
}

export interface PagedQuery {
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/** The list's footer: asks for the next page when it comes within 400 px of the screen. */
export function NextPageFooter({ query, loaded }: { query: PagedQuery; loaded: number }) {
  const { t } = useTranslation('positions');
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const armed = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    const el = ref.current;
    if (!el || !armed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [armed, loaded, loadMore]);
  return (
    <div ref={ref} className={styles.footer} data-testid="positions-footer">
      {isFetchNextPageError ? (
        <button type="button" onClick={loadMore}>
          {t('list.loadMoreFailed')}
        </button>
      ) : isFetchingNextPage ? (
        <>
          <DotLoading color="currentColor" />
          {t('list.loadingMore')}
        </>
      ) : hasNextPage ? (
        <button type="button" onClick={loadMore}>
          {t('list.loadMore')}
        </button>
      ) : (
        t('list.noMore')
      )}
    </div>
  );
}

/** Visitors: the login sheet, as every page that needs a login offers it. */
export function VisitorPrompt() {
  const { t } = useTranslation('positions');
  const openVisitorSheet = useAppStore((s) => s.openVisitorSheet);
  return (
    <div className={styles.state} data-testid="positions-visitor">
      <ErrorBlock status="empty" title={t('visitor.title')} description={t('visitor.text')}>
        <Button color="primary" shape="rounded" onClick={openVisitorSheet}>
          {t('visitor.login')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
