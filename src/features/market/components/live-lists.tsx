// The three live lists of the market tab. Each shows, top to bottom: the market phase and quote age,
// the sort header, then the rows (skeleton → rows | empty | error with retry). Rows refresh every
// second while the page is visible; a new board or sort keeps the old rows, dimmed, until it lands.
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadMore, NextPageFooter, type StatesQuery } from '@/components/list-states';
import { PolledList, type PolledListProps } from '@/components/polled-list';
import { QuoteList, type QuoteRowData } from '@/components/quote-list';
import { VisitorPrompt } from '@/components/visitor-prompt';
import { formatBig } from '@/lib/market/quote-format';
import { useFuturesList } from '@/lib/queries/futures-list';
import { useIndexList } from '@/lib/queries/index-list';

import { LIST_POLL_MS, useRanking } from '../api/lists-api';
import type { Board } from '../model/markets';
import { futuresRow, indexRow, rankingRow, uniqueByKey, type MarketRow } from '../model/rows';
import { isServerSorted, serverSortOf, sortRows, type SortState } from '../model/sorting';

import dimmedStyles from './dimmed.module.css';
import styles from './live-lists.module.css';
import { useBadge } from './use-badge';
import { useLocale } from '@/lib/use-locale';

interface LiveListProps {
  sort: SortState;
  /** The sort header, placed between the status line and the rows. */
  sortBar: ReactNode;
}

/** The live lists' polled frame, in the quote lists' words. */
function QuotesPolledList(props: Omit<PolledListProps, 'intervalMs'>) {
  const { t } = useTranslation('marketLists');
  return (
    <PolledList
      intervalMs={LIST_POLL_MS}
      errorTitle={t('list.loadFailed')}
      emptyTitle={t('list.empty')}
      {...props}
    />
  );
}

const sortValue = (sort: SortState) => (row: MarketRow) =>
  sort.key === 'price' ? row.price : sort.key === 'volume' ? row.volume : row.changePct;

export function RankingQuotes({ board, sort, sortBar }: LiveListProps & { board: Board }) {
  const { t } = useTranslation('marketLists');
  const { t: tm } = useTranslation('market');
  const badge = useBadge();
  const locale = useLocale();
  const query = useRanking(board, serverSortOf(sort));
  const { data, hasNextPage } = query;

  const rows = useMemo(() => {
    // `show` false: the code is not in the site's stock table, so it has no detail page to open.
    const all = uniqueByKey(
      (data?.pages ?? [])
        .flat()
        .filter((r) => r.show)
        .map((r) => rankingRow(r, badge)),
    );
    return isServerSorted(sort) ? all : sortRows(all, sortValue(sort), sort.order);
  }, [data, badge, sort]);

  const byVolume = sort.key === 'volume';
  const volumeCell = useCallback(
    (row: QuoteRowData) => (
      <span className={styles.neutral}>{formatBig((row as MarketRow).volume, locale)}</span>
    ),
    [locale],
  );

  return (
    <section data-testid="ranking" data-board={board}>
      <QuotesPolledList query={query} header={sortBar} count={rows.length}>
        {sort.key === 'price' && hasNextPage && (
          <p className={styles.note}>{t('tradingList.priceSortNote', { count: rows.length })}</p>
        )}
        <div className={query.isPlaceholderData ? dimmedStyles.dimmed : undefined}>
          <QuoteList
            rows={rows}
            testId="quote-list"
            columns={byVolume ? { last: tm('columns.volume') } : undefined}
            trailing={byVolume ? volumeCell : undefined}
          />
        </div>
        <NextPageFooter query={query} loaded={rows.length} testId="list-footer" />
      </QuotesPolledList>
    </section>
  );
}

/** Index and futures lists: short, unsorted by the server, so sorted here. */
function PlainQuotes({
  query,
  rows,
  sort,
  sortBar,
  testId,
}: LiveListProps & {
  query: StatesQuery & { dataUpdatedAt: number };
  rows: MarketRow[];
  testId: string;
}) {
  const sorted = useMemo(() => sortRows(rows, sortValue(sort), sort.order), [rows, sort]);
  return (
    <section data-testid={testId}>
      <QuotesPolledList query={query} header={sortBar} count={sorted.length}>
        <QuoteList rows={sorted} testId="quote-list" />
        <LoadMore
          hasMore={false}
          isLoading={false}
          isError={false}
          loaded={0}
          onLoadMore={noop}
          testId="list-footer"
        />
      </QuotesPolledList>
    </section>
  );
}

const noop = () => undefined;

export function IndexQuotes(props: LiveListProps) {
  const badge = useBadge();
  const query = useIndexList({ pollMs: LIST_POLL_MS });
  const rows = useMemo(
    () => (query.data ?? []).map((r) => indexRow(r, badge)),
    [query.data, badge],
  );
  return <PlainQuotes {...props} query={query} rows={rows} testId="index-quotes" />;
}

/** queryList.do answers only a logged-in caller (§18.11): visitors are offered the login sheet. */
function FuturesVisitor() {
  const { t } = useTranslation('marketLists');
  return (
    <VisitorPrompt
      title={t('tradingList.futuresVisitor.title')}
      text={t('tradingList.futuresVisitor.text')}
      login={t('tradingList.futuresVisitor.login')}
      testId="futures-visitor"
    />
  );
}

export function FuturesQuotes(props: LiveListProps) {
  const badge = useBadge();
  const query = useFuturesList({ pollMs: LIST_POLL_MS });
  const rows = useMemo(
    () => (query.data ?? []).map((r) => futuresRow(r, badge)),
    [query.data, badge],
  );
  if (query.isVisitor) return <FuturesVisitor />;
  return <PlainQuotes {...props} query={query} rows={rows} testId="futures-quotes" />;
}
