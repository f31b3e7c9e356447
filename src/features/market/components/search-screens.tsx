// The search pages. Stocks (/searchlist, /searchStock): getStock.do matches code, name or pinyin
// initials, 15 a page, more as the trader scrolls. Indexes (/indexsearchlist): the index list
// filtered on the phone. The input is focused on arrival; the search runs 300 ms after the last
// keystroke. With an empty input the recent searches are shown instead of results.
import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { NextPageFooter } from '@/components/list-states';
import { PolledList } from '@/components/polled-list';
import { QuoteList } from '@/components/quote-list';
import { exchangeOfCode } from '@/lib/market/instrument';
import { useIndexList } from '@/lib/queries/index-list';

import { INDEX_PAGE_POLL_MS } from '../api/lists-api';
import { SEARCH_POLL_MS, useStockSearch } from '../api/search-api';
import type { RecentEntry, RecentKind } from '../model/recent-searches';
import { indexRow, matchesIndex, stockSearchRow, uniqueByKey } from '../model/rows';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../model/use-debounced-value';

import dimmedStyles from './dimmed.module.css';
import pageStyles from './page.module.css';
import { RecentSearches, useRecentSearches } from './recent-searches';
import styles from './search-screens.module.css';
import sectionHeadStyles from './section-head.module.css';
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

/** The typed text, its debounced keyword and the recent searches of one kind. */
const useSearch = (kind: RecentKind) => {
  const [input, setInput] = useState('');
  const keyword = useKeyword(input);
  const recents = useRecentSearches(kind);
  return { input, setInput, keyword, recents };
};

/** The search box, then the recent searches while it is empty, else the results (`children`). */
function SearchFrame({
  testId,
  search: { input, setInput, keyword, recents },
  placeholder,
  hint,
  children,
}: {
  testId: string;
  search: ReturnType<typeof useSearch>;
  placeholder: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <div className={pageStyles.page} data-testid={testId}>
      <SearchInput value={input} onChange={setInput} placeholder={placeholder} />
      {input.trim() === '' ? (
        <RecentSearches
          items={recents.items}
          onOpen={recents.add}
          onClear={recents.clear}
          hint={hint}
        />
      ) : (
        <section data-testid="search-results" data-keyword={keyword}>
          {children}
        </section>
      )}
    </div>
  );
}

const ResultsHead = ({ title }: { title: string }) => (
  <div className={sectionHeadStyles.sectionHead}>
    <h2>{title}</h2>
  </div>
);

export function StockSearchScreen() {
  const { t } = useTranslation('marketLists');
  const badge = useBadge();
  const search = useSearch('stock');
  const { keyword, recents } = search;
  const query = useStockSearch(keyword);
  const { data } = query;

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

  return (
    <SearchFrame
      testId="stock-search"
      search={search}
      placeholder={t('search.placeholder')}
      hint={t('search.hint')}
    >
      <PolledList
        query={query}
        intervalMs={SEARCH_POLL_MS}
        header={<ResultsHead title={t('search.results')} />}
        count={rows.length}
        loading={
          keyword === '' || query.isPending || (query.isPlaceholderData && rows.length === 0)
        }
        skeletonRows={5}
        errorTitle={t('search.failed')}
        emptyTitle={t('search.noResult', { keyword })}
      >
        {/* Capture a tap on a result (a link) to remember it before the detail page opens. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
        <div
          onClick={remember}
          className={query.isPlaceholderData ? dimmedStyles.dimmed : undefined}
        >
          <QuoteList rows={rows} testId="quote-list" />
          <NextPageFooter query={query} loaded={rows.length} testId="list-footer" />
        </div>
      </PolledList>
    </SearchFrame>
  );
}

export function IndexSearchScreen() {
  const { t } = useTranslation('marketLists');
  const badge = useBadge();
  const search = useSearch('index');
  const { keyword, recents } = search;
  const query = useIndexList({ pollMs: keyword !== '' ? INDEX_PAGE_POLL_MS : false });

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
    <SearchFrame
      testId="index-search"
      search={search}
      placeholder={t('search.indexPlaceholder')}
      hint={t('search.indexHint')}
    >
      <PolledList
        query={query}
        intervalMs={INDEX_PAGE_POLL_MS}
        header={<ResultsHead title={t('search.indexResults')} />}
        count={rows.length}
        loading={keyword === '' || query.isPending}
        failed={query.isError && !query.data}
        skeletonRows={5}
        errorTitle={t('search.failed')}
        emptyTitle={t('search.noIndexResult', { keyword })}
      >
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
        <div onClick={remember}>
          <QuoteList rows={rows} testId="quote-list" />
        </div>
      </PolledList>
    </SearchFrame>
  );
}
