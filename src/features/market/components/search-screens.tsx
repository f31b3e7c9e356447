// The search pages. Stocks (/searchlist, /searchStock): getStock.do matches code, name or pinyin
// initials, 15 a page, more as the trader scrolls. Indexes (/indexsearchlist): the index list
// filtered on the phone. The input is focused on arrival; the search runs 300 ms after the last
// keystroke. With an empty input the recent searches are shown instead of results.
import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketStatus } from '@/components/market-status';
import { QuoteList } from '@/components/quote-list';
import { exchangeOfCode } from '@/lib/market/instrument';

import { INDEX_PAGE_POLL_MS, useIndexList } from '../api/lists-api';
import { SEARCH_POLL_MS, useStockSearch } from '../api/search-api';
import type { RecentEntry } from '../model/recent-searches';
import { indexRow, matchesIndex, stockSearchRow, uniqueByKey } from '../model/rows';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../model/use-debounced-value';

import { ListEmpty, ListError, ListSkeleton, LoadMore } from './list-states';
import styles from './lists.module.css';
import { RecentSearches, useRecentSearches } from './recent-searches';
import { useBadge } from './use-badge';

/** The keyword to search for: empty at once when the input is cleared, else debounced. */
const useKeyword = (input: string): string => {
  const debounced = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  return input.trim() === '' ? '' : debounced;
};

/** The code of the quote row a click landed in (rows are links built by the shared list). */
const clickedCode = (e: MouseEvent<HTMLElement>): string | null =>
  (e.target as Element).closest('[data-testid="quote-row"]')?.getAttribute('data-code') ?? null;

function SearchInput({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
}) {
  const ref = useRef<SearchBarRef>(null);
  // Focused on arrival: the page exists to type into (a ref instead of autoFocus, so the focus
  // follows the page's mount rather than the first paint of a hidden element).
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.searchBox}>
      <SearchBar
        ref={ref}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={placeholder}
        clearable
        data-testid="search-input"
      />
    </div>
  );
}

export function StockSearchScreen() {
  const { t } = useTranslation('marketLists');
  const badge = useBadge();
  const [input, setInput] = useState('');
  const keyword = useKeyword(input);
  const query = useStockSearch(keyword);
  const recents = useRecentSearches('stock');
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  const items = useMemo(() => (data?.pages ?? []).flatMap((p) => p.list), [data]);
  const rows = useMemo(
    () => uniqueByKey(items.map((r) => stockSearchRow(r, badge))),
    [items, badge],
  );

  const remember = (e: MouseEvent<HTMLElement>) => {
    const code = clickedCode(e);
    const item = items.find((r) => r.code === code);
    if (!item) return;
    const type = item.stock_type ?? exchangeOfCode(item.gid);
    const entry: RecentEntry = { kind: 'stock', code: item.code, name: item.name };
    recents.add(type ? { ...entry, type } : entry);
  };

  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  return (
    <div className={styles.page} data-testid="stock-search">
      <SearchInput value={input} onChange={setInput} placeholder={t('search.placeholder')} />
      {input.trim() === '' ? (
        <RecentSearches
          items={recents.items}
          onOpen={recents.add}
          onClear={recents.clear}
          hint={t('search.hint')}
        />
      ) : (
        <section data-testid="search-results" data-keyword={keyword}>
          <MarketStatus
            updatedAt={query.dataUpdatedAt}
            isError={query.isError}
            intervalMs={SEARCH_POLL_MS}
          />
          <div className={styles.sectionHead}>
            <h2>{t('search.results')}</h2>
          </div>
          {keyword === '' || query.isPending || (query.isPlaceholderData && rows.length === 0) ? (
            <ListSkeleton rows={5} />
          ) : query.isError && rows.length === 0 ? (
            <ListError
              title={t('search.failed')}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : rows.length === 0 ? (
            <ListEmpty title={t('search.noResult', { keyword })} />
          ) : (
            // Capture a tap on a result (a link) to remember it before the detail page opens.
            // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
            <div onClick={remember} className={query.isPlaceholderData ? styles.dimmed : undefined}>
              <QuoteList rows={rows} testId="quote-list" />
              <LoadMore
                hasMore={!!hasNextPage}
                isLoading={isFetchingNextPage}
                isError={isFetchNextPageError}
                loaded={rows.length}
                onLoadMore={loadMore}
              />
            </div>
          )}
        </section>
      )}
    </div>
  );
}

export function IndexSearchScreen() {
  const { t } = useTranslation('marketLists');
  const badge = useBadge();
  const [input, setInput] = useState('');
  const keyword = useKeyword(input);
  const query = useIndexList(keyword !== '' ? INDEX_PAGE_POLL_MS : false);
  const recents = useRecentSearches('index');

  const items = useMemo(
    () => (query.data ?? []).filter((r) => matchesIndex(r, keyword)),
    [query.data, keyword],
  );
  const rows = useMemo(() => items.map((r) => indexRow(r, badge)), [items, badge]);

  const remember = (e: MouseEvent<HTMLElement>) => {
    const code = clickedCode(e);
    const item = items.find((r) => r.indexCode === code);
    if (item) recents.add({ kind: 'index', code: item.indexGid, name: item.indexName });
  };

  return (
    <div className={styles.page} data-testid="index-search">
      <SearchInput value={input} onChange={setInput} placeholder={t('search.indexPlaceholder')} />
      {input.trim() === '' ? (
        <RecentSearches
          items={recents.items}
          onOpen={recents.add}
          onClear={recents.clear}
          hint={t('search.indexHint')}
        />
      ) : (
        <section data-testid="search-results" data-keyword={keyword}>
          <MarketStatus
            updatedAt={query.dataUpdatedAt}
            isError={query.isError}
            intervalMs={INDEX_PAGE_POLL_MS}
          />
          <div className={styles.sectionHead}>
            <h2>{t('search.indexResults')}</h2>
          </div>
          {keyword === '' || query.isPending ? (
            <ListSkeleton rows={5} />
          ) : query.isError && !query.data ? (
            <ListError
              title={t('search.failed')}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : rows.length === 0 ? (
            <ListEmpty title={t('search.noIndexResult', { keyword })} />
          ) : (
            // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
            <div onClick={remember}>
              <QuoteList rows={rows} testId="quote-list" />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
