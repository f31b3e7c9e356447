// The watchlist as a live quote list with a remove button per row. Shared by /mylist and the
// search-within-watchlist page; removing works from both (the reference's search page could not).
import { Button } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { StateBlock } from '@/components/list-states';
import { MarketStatus } from '@/components/market-status';
import type { QuoteListProps, QuoteRowData } from '@/components/quote-list';
import { RowsSkeleton } from '@/components/rows-skeleton';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { lazyOnFirstUse } from '@/lib/lazy-on-first-use';
import { detailPath } from '@/lib/market/instrument';
import { removeFromWatchlist } from '@/lib/queries/watchlist';
import { showToast } from '@/lib/load-overlays';

import { useWatchlist, WATCHLIST_POLL_MS } from '../api/watchlist-api';

import styles from './watchlist.module.css';

// The rows' code (the quote list and TanStack Virtual, ~9 KiB gzip) is not in the page's first
// load: it is requested as the view mounts, while the watchlist itself is on its way, and the
// skeleton stays until both are there.
const quoteList = lazyOnFirstUse<QuoteListProps>(() =>
  import('@/components/quote-list').then((m) => m.QuoteList),
);
/** Loads the rows' code (the view does so as it mounts). */
export const preloadWatchlistRows = quoteList.warm;

function VisitorPrompt() {
  const { t } = useTranslation('watchlist');
  const navigate = useNavigate();
  return (
    <StateBlock
      status="empty"
      title={t('visitor.title')}
      description={t('visitor.text')}
      testId="watchlist-visitor"
    >
      <Button color="primary" onClick={() => void navigate(routes.login.href())}>
        {t('visitor.login')}
      </Button>
    </StateBlock>
  );
}

export function WatchlistView({ keyWords = '' }: { keyWords?: string }) {
  const { t } = useTranslation('watchlist');
  const { t: tm } = useTranslation('market');
  const {
    rows,
    isVisitor,
    isPending,
    isError,
    refetch,
    dataUpdatedAt,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useWatchlist(keyWords);
  useEffect(() => {
    if (!isVisitor) void quoteList.warm();
  }, [isVisitor]);

  if (isVisitor) return <VisitorPrompt />;

  const remove = async (row: QuoteRowData) => {
    try {
      await removeFromWatchlist(row.key);
      showToast({ content: tm('watchlist.removed'), icon: 'success' });
    } catch (e) {
      showToast({
        content: isApiError(e) && e.serverMessage ? e.serverMessage : t('removeFailed'),
        icon: 'fail',
      });
    }
  };

  const quoteRows: QuoteRowData[] = rows.map((r) => {
    // Futures are kept as `hf_<code>` with no stock type; everything else is a stock.
    const isFutures = r.stockGid.startsWith('hf_');
    return {
      // What the watchlist endpoints take: a bare stock code (a code carrying sh/sz would be
      // read as an index) or a future's `hf_…` gid.
      key: isFutures ? r.stockGid : r.stockCode,
      name: r.stockName,
      code: r.stockCode,
      badge: isFutures
        ? tm('badge.futures')
        : r.stock_type
          ? tm(`badge.${r.stock_type as 'sh'}`)
          : undefined,
      price: r.nowPrice,
      changePct: r.hcrate,
      to: detailPath({
        code: isFutures ? r.stockGid : r.stockCode,
        name: r.stockName,
        type: r.stock_type ?? undefined,
      }),
    };
  });

  const skeleton = <RowsSkeleton rows={6} testId="watchlist-skeleton" />;
  return (
    <div data-testid="watchlist">
      <MarketStatus updatedAt={dataUpdatedAt} isError={isError} intervalMs={WATCHLIST_POLL_MS} />
      {isPending && skeleton}
      {isError && rows.length === 0 && (
        <StateBlock status="default" title={tm('list.loadFailed')} isAlert testId="watchlist-error">
          <Button size="small" onClick={() => void refetch()}>
            {tm('list.retry')}
          </Button>
        </StateBlock>
      )}
      {!isPending && !isError && rows.length === 0 && (
        <StateBlock
          status="empty"
          title={keyWords ? t('noMatch') : t('empty.title')}
          description={keyWords ? undefined : t('empty.text')}
          testId="watchlist-empty"
        />
      )}
      {rows.length > 0 && (
        <Suspense fallback={skeleton}>
          <quoteList.Component
            rows={quoteRows}
            testId="watchlist-rows"
            columns={{ last: t('removeColumn') }}
            trailing={(row) => (
              <button
                type="button"
                className={styles.remove}
                aria-label={t('removeOne', { name: row.name })}
                data-testid="watchlist-remove"
                onClick={() => void remove(row)}
              >
                <DeleteOutline />
              </button>
            )}
          />
        </Suspense>
      )}
      {hasNextPage && (
        <Button block fill="none" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
