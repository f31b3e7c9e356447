// /newPage?listid= — one news item (screens §10.5) with previous / next within its tab. A missing
// or disabled item (null data, status 0) says so and leads back to the list.
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { preloadServerHtml } from '@/components/lazy-server-html';
import { ListError, StateBlock } from '@/components/list-states';
import { routes } from '@/config/routes';
import { isNewsTabType, useNews } from '@/lib/queries/news';

import { NewsArticle } from '../components/news-article';
import { NewsDetailSkeleton } from '../components/news-detail-skeleton';
import { NewsNeighbours } from '../components/news-neighbours';

import styles from './news-detail-page.module.css';

/** The id a `listid` names; undefined for anything but a positive whole number. */
const idOf = (value: string | null): number | undefined => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export default function NewsDetailPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const id = idOf(params.get('listid'));
  const query = useNews(id);
  // The sanitizer's chunk comes while the item is asked for, not after.
  useEffect(() => {
    void preloadServerHtml();
  }, []);
  // Each item opens at its top (the list may have been scrolled far down).
  useLayoutEffect(() => {
    // Braces: Chromium's scroll methods may return a promise, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, [id]);

  if (id !== undefined && query.isPending) return <NewsDetailSkeleton />;
  if (query.isError) {
    return (
      <ListError
        title={t('detail.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retryText={t('detail.retry')}
        testId="news-detail-error"
      />
    );
  }
  const item = query.data;
  if (!item || item.status !== 1) {
    const type = item && isNewsTabType(item.type) ? item.type : undefined;
    return (
      <StateBlock
        status="empty"
        title={t('detail.notFound')}
        description={t('detail.notFoundHint')}
        testId="news-not-found"
      >
        <Link
          to={routes.news.href(type ? { type } : undefined)}
          replace
          className={styles.back}
          data-testid="news-back-to-list"
        >
          {t('detail.backToList')}
        </Link>
      </StateBlock>
    );
  }
  return (
    <>
      <NewsArticle item={item} />
      <NewsNeighbours item={item} />
    </>
  );
}
