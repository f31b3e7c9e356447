// Pieces shared by the data screens: the security cell (name over code, a link to the detail page
// when the code is known), the screen's body (refresh strip, column heads, loading / error / empty
// switch) and the three-column security table.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ListStates, type StatesQuery } from '@/components/list-states';
import { RowsSkeleton } from '@/components/rows-skeleton';
import { VirtualRows } from '@/components/virtual-rows';

import type { SecurityRef } from '../model/screens';

import styles from './screen-parts.module.css';
import { ScreenToolbar } from './screen-toolbar';
import tableStyles from './table.module.css';

export function SecurityCell({ item }: { item: SecurityRef }) {
  const inner = (
    <>
      <strong>{item.name}</strong>
      <small>{item.code || '--'}</small>
    </>
  );
  return item.to ? (
    <Link to={item.to} className={tableStyles.security} data-testid="security-link">
      {inner}
    </Link>
  ) : (
    <span className={tableStyles.security}>{inner}</span>
  );
}

export interface ScreenBodyProps {
  query: StatesQuery & {
    data: readonly unknown[] | undefined;
    dataUpdatedAt: number;
    isFetching: boolean;
  };
  /** Show the number of rows in the refresh strip. */
  withCount?: boolean;
  /** Column heads, between the strip and the rows. */
  head?: ReactNode;
  skeletonRows?: number;
  children: ReactNode;
}

/**
 * A data screen below its tabs: the refresh strip, the column heads, then the skeleton until the
 * first answer, the error with a retry, the empty state, else `children` (the rows).
 */
export function ScreenBody({ query, withCount, head, skeletonRows, children }: ScreenBodyProps) {
  const { t } = useTranslation('marketLists');
  return (
    <>
      <ScreenToolbar
        updatedAt={query.dataUpdatedAt}
        isFetching={query.isFetching}
        onRefresh={() => void query.refetch()}
        extra={
          withCount && query.data ? t('screens.count', { count: query.data.length }) : undefined
        }
      />
      {head}
      <ListStates
        query={query}
        count={query.data?.length ?? 0}
        failed={query.isError && !query.data}
        skeleton={<RowsSkeleton rows={skeletonRows} testId="list-skeleton" />}
        errorTitle={t('screens.loadFailed')}
        emptyTitle={t('screens.empty')}
        testIdPrefix="list"
      >
        {children}
      </ListStates>
    </>
  );
}

/**
 * The three-column screens (one row per security, with the row count): the security, a centred
 * cell and a right-hand one (`cells` renders those two), virtualized.
 */
export function SecurityTable<T extends SecurityRef & { key: string }>({
  query,
  items,
  heads: [first, middle, last],
  testId,
  rowTestId,
  cells,
}: {
  query: ScreenBodyProps['query'];
  items: readonly T[];
  heads: readonly [string, string, string];
  testId: string;
  rowTestId: string;
  cells: (item: T) => ReactNode;
}) {
  return (
    <ScreenBody
      query={query}
      withCount
      head={
        <div className={`${tableStyles.tableHead} ${styles.cols3}`} role="presentation">
          <span>{first}</span>
          <span className={tableStyles.center}>{middle}</span>
          <span className={tableStyles.right}>{last}</span>
        </div>
      }
    >
      <VirtualRows
        items={items}
        rowHeight={56}
        keyOf={(i) => i.key}
        testId={testId}
        render={(item) => (
          <div className={`${tableStyles.tableRow} ${styles.cols3}`} data-testid={rowTestId}>
            <SecurityCell item={item} />
            {cells(item)}
          </div>
        )}
      />
    </ScreenBody>
  );
}
