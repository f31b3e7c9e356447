// Previous / next within the item's tab; at either end it says so. Steps replace the detail in
// history, so Back still returns to the list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { SiteNews } from '@/api/contracts/models/site';
import { routes } from '@/config/routes';

import { useNewsNeighbours } from '../api/news-neighbours';
import type { Neighbour } from '../model/neighbours';

import styles from './news-neighbours.module.css';

function Step({
  label,
  target,
  endText,
  testId,
}: {
  label: string;
  target: Neighbour | null;
  endText: string;
  testId: string;
}) {
  if (!target) {
    return (
      <p className={styles.step} data-testid={testId} data-end="true">
        <span className={styles.label}>{label}</span>
        <span className={styles.muted}>{endText}</span>
      </p>
    );
  }
  return (
    <Link
      to={routes.newPage.href({ listid: target.id })}
      replace
      className={styles.step}
      data-testid={testId}
      data-id={target.id}
    >
      <span className={styles.label}>{label}</span>
      <span className={styles.title}>{target.title}</span>
    </Link>
  );
}

function Body({ item }: { item: SiteNews }) {
  const { t } = useTranslation('news');
  const query = useNewsNeighbours(item);
  if (query.isPending) return <p className={styles.muted}>{t('detail.neighboursLoading')}</p>;
  if (query.isError) {
    return (
      <p className={styles.muted}>
        {t('detail.neighboursFailed')}{' '}
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('detail.retry')}
        </button>
      </p>
    );
  }
  if (!query.data.found) return null;
  return (
    <>
      <Step
        label={t('detail.previous')}
        target={query.data.previous}
        endText={t('detail.first')}
        testId="news-previous"
      />
      <Step
        label={t('detail.next')}
        target={query.data.next}
        endText={t('detail.last')}
        testId="news-next"
      />
    </>
  );
}

export function NewsNeighbours({ item }: { item: SiteNews }) {
  const { t } = useTranslation('news');
  return (
    <nav className={styles.nav} aria-label={t('detail.neighbours')} data-testid="news-neighbours">
      <Body item={item} />
    </nav>
  );
}
