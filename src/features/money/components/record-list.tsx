// The frame of every records list: pull to refresh, skeleton / error with retry / empty state, the
// rows, and the footer that loads the next page as it nears the screen (infinite scroll).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CardsSkeleton,
  ListStates,
  NextPageFooter,
  type PagedQuery,
  type StatesQuery,
} from '@/components/list-states';

import styles from './record-list.module.css';
import { PullRefresh } from '@/components/pull-refresh';

export function RecordList<T>({
  query,
  items,
  keyOf,
  render,
  emptyTitle,
  testId,
}: {
  query: StatesQuery & PagedQuery;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  emptyTitle: string;
  /** `<testId>` on the list, `<testId>-skeleton|error|empty|footer` on its states. */
  testId: string;
}) {
  const { t } = useTranslation('money');
  return (
    <PullRefresh onRefresh={query.refetch}>
      <ListStates
        query={query}
        count={items.length}
        skeleton={<CardsSkeleton height={120} testId={`${testId}-skeleton`} />}
        errorTitle={t('records.loadFailed')}
        emptyTitle={emptyTitle}
        testIdPrefix={testId}
      >
        <ul className={styles.list} data-testid={testId}>
          {items.map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
        </ul>
        <NextPageFooter query={query} loaded={items.length} testId={`${testId}-footer`} />
      </ListStates>
    </PullRefresh>
  );
}
