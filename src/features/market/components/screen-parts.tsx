// Pieces shared by the data screens: the security cell (name over code, a link to the detail page
// when the code is known) and the loading / error / empty switch.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { SecurityRef } from '../model/screens';

import { ListEmpty, ListError, ListSkeleton } from './list-states';
import styles from './lists.module.css';

export function SecurityCell({ item }: { item: SecurityRef }) {
  const inner = (
    <>
      <strong>{item.name}</strong>
      <small>{item.code || '--'}</small>
    </>
  );
  return item.to ? (
    <Link to={item.to} className={styles.security} data-testid="security-link">
      {inner}
    </Link>
  ) : (
    <span className={styles.security}>{inner}</span>
  );
}

export interface ScreenQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly unknown[] | undefined;
  refetch: () => Promise<unknown>;
}

/** Skeleton until the first answer, error with retry, empty state, else `children`. */
export function ScreenStates({
  query,
  skeletonRows,
  children,
}: {
  query: ScreenQuery;
  skeletonRows?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('marketLists');
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError && !query.data) {
    return (
      <ListError
        title={t('screens.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data || query.data.length === 0) return <ListEmpty title={t('screens.empty')} />;
  return <>{children}</>;
}
