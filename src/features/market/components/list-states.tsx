// The market lists' states: the shared list states (components/list-states) in the market lists'
// words and test ids, with a skeleton of the quote rows' height, so the first data replaces it
// without moving anything.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ListStates as SharedListStates,
  LoadMore as SharedLoadMore,
  NextPageFooter as SharedNextPageFooter,
  SkeletonBar,
  StateBlock,
  type FooterTexts,
  type ListStatesProps as SharedListStatesProps,
  type LoadMoreProps as SharedLoadMoreProps,
  type PagedQuery,
  type StatesQuery,
} from '@/components/list-states';
import { MarketStatus } from '@/components/market-status';

import styles from './lists.module.css';

export type { StatesQuery };

const WIDTHS = [70, 55, 80, 60, 75, 65, 50, 72];

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {WIDTHS.slice(0, rows).map((w, i) => (
        <div key={i} className={styles.skeletonRow}>
          <span>
            <SkeletonBar width={`${w}%`} />
            <SkeletonBar width="40%" />
          </span>
          <SkeletonBar />
          <SkeletonBar />
          <SkeletonBar />
        </div>
      ))}
    </div>
  );
}

const useFooterTexts = (): FooterTexts => {
  const { t } = useTranslation('marketLists');
  return {
    loadingMore: t('list.loadingMore'),
    loadMoreFailed: t('list.loadMoreFailed'),
    noMore: t('list.noMore'),
  };
};

export function ListEmpty({ title, description }: { title: string; description?: string }) {
  return <StateBlock status="empty" title={title} description={description} testId="list-empty" />;
}

export function LoadMore(props: Omit<SharedLoadMoreProps, 'texts' | 'testId'>) {
  const texts = useFooterTexts();
  return <SharedLoadMore {...props} texts={texts} testId="list-footer" />;
}

export function NextPageFooter({ query, loaded }: { query: PagedQuery; loaded: number }) {
  const texts = useFooterTexts();
  return <SharedNextPageFooter query={query} loaded={loaded} texts={texts} testId="list-footer" />;
}

export interface ListStatesProps extends Omit<
  SharedListStatesProps,
  'skeleton' | 'errorTitle' | 'emptyTitle' | 'retryText' | 'testIdPrefix'
> {
  skeletonRows?: number;
  /** Default: the market lists' "failed to load". */
  errorTitle?: string;
  /** Default: the market lists' "no data". */
  emptyTitle?: string;
}

/** Skeleton, else the error with a retry, else the empty state, else `children`. */
export function ListStates({ skeletonRows, errorTitle, emptyTitle, ...rest }: ListStatesProps) {
  const { t } = useTranslation('marketLists');
  return (
    <SharedListStates
      {...rest}
      skeleton={<ListSkeleton rows={skeletonRows} />}
      errorTitle={errorTitle ?? t('list.loadFailed')}
      retryText={t('list.retry')}
      emptyTitle={emptyTitle ?? t('list.empty')}
      testIdPrefix="list"
    />
  );
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
