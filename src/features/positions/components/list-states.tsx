// The position lists' states: the shared list states (components/list-states) in the positions'
// words and test ids, a skeleton of the cards' height so the first data replaces it without a
// jump, and the visitor prompt.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ListStates as SharedListStates,
  NextPageFooter as SharedNextPageFooter,
  SkeletonBar,
  StateBlock,
  type PagedQuery,
  type StatesQuery,
} from '@/components/list-states';
import { useAppStore } from '@/stores/app-store';

import styles from './positions.module.css';

export function CardSkeleton({ count = 3, height }: { count?: number; height: number }) {
  return (
    <div aria-busy="true" data-testid="positions-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.slot} style={{ height }}>
          <div className={styles.skeletonCard}>
            <SkeletonBar width="45%" />
            <SkeletonBar width="70%" />
            <SkeletonBar width="60%" />
            <SkeletonBar width="80%" />
          </div>
        </div>
      ))}
    </div>
  );
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
  return (
    <SharedListStates
      query={query}
      count={count}
      skeleton={<CardSkeleton height={cardHeight} />}
      errorTitle={t('list.loadFailed')}
      retryText={t('list.retry')}
      emptyTitle={emptyTitle}
      testIdPrefix="positions"
    >
      {children}
    </SharedListStates>
  );
}

/** The list's footer: asks for the next page near the screen's end, or on a tap. */
export function NextPageFooter({ query, loaded }: { query: PagedQuery; loaded: number }) {
  const { t } = useTranslation('positions');
  const texts = {
    loadMore: t('list.loadMore'),
    loadingMore: t('list.loadingMore'),
    loadMoreFailed: t('list.loadMoreFailed'),
    noMore: t('list.noMore'),
  };
  return (
    <SharedNextPageFooter query={query} loaded={loaded} texts={texts} testId="positions-footer" />
  );
}

/** Visitors: the login sheet, as every page that needs a login offers it. */
export function VisitorPrompt() {
  const { t } = useTranslation('positions');
  const openVisitorSheet = useAppStore((s) => s.openVisitorSheet);
  return (
    <StateBlock
      status="empty"
      title={t('visitor.title')}
      description={t('visitor.text')}
      testId="positions-visitor"
    >
      <Button color="primary" shape="rounded" onClick={openVisitorSheet}>
        {t('visitor.login')}
      </Button>
    </StateBlock>
  );
}
