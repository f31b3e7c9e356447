// The lists' states — loading, empty, failed with a retry — and the footer that asks for the next
// page when it comes near the screen. Kept here rather than @/components/list-states, whose
// market-status part (the trading calendar) would push these pages over the first-load budget.
import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorMessage } from '@/lib/api/api-error';

import styles from './stack.module.css';

export function ListLoading({ testId }: { testId: string }) {
  const { t } = useTranslation('funds');
  return (
    <p className={styles.state} aria-busy="true" data-testid={testId}>
      {t('list.loading')}
    </p>
  );
}

export function ListEmpty({ title, testId }: { title: string; testId: string }) {
  return (
    <p className={styles.state} data-testid={testId}>
      {title}
    </p>
  );
}

export function ListFailed({
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

export function MoreFooter({
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
