// The watchlist as a live quote list with a remove button per row. Shared by /mylist and the
// search-within-watchlist page; removing works from both (the reference's search page could not).
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { MarketStatus } from '@/components/market-status';
import { QuoteList, type QuoteRowData } from '@/components/quote-list';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { detailPath } from '@/lib/market/instrument';
import { removeFromWatchlist } from '@/lib/queries/watchlist';
import { showToast } from '@/lib/load-overlays';

import { useWatchlist, WATCHLIST_POLL_MS } from '../api/watchlist-api';

import styles from './watchlist.module.css';

function VisitorPrompt() {
  const { t } = useTranslation('watchlist');
  const navigate = useNavigate();
  return (
    <ErrorBlock
      status="empty"
      title={t('visitor.title')}
      description={t('visitor.text')}
      data-testid="watchlist-visitor"
    >
      <Button color="primary" onClick={() => void navigate(routes.login.href())}>
        {t('visitor.login')}
      </Button>
    </ErrorBlock>
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

  return (
    <div data-testid="watchlist">
      <MarketStatus updatedAt={dataUpdatedAt} isError={isError} intervalMs={WATCHLIST_POLL_MS} />
      {isPending && (
        <div className={styles.card}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {isError && rows.length === 0 && (
        <ErrorBlock status="default" title={tm('list.loadFailed')} description="">
          <Button size="small" onClick={() => void refetch()}>
            {tm('list.retry')}
          </Button>
        </ErrorBlock>
      )}
      {!isPending && !isError && rows.length === 0 && (
        <ErrorBlock
          status="empty"
          title={keyWords ? t('noMatch') : t('empty.title')}
          description={keyWords ? '' : t('empty.text')}
          data-testid="watchlist-empty"
        />
      )}
      {rows.length > 0 && (
        <QuoteList
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
      )}
      {hasNextPage && (
        <Button block fill="none" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
