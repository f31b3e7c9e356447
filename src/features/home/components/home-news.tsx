// News preview by category (screens §4.1 news tabs): five latest items per tab, each opening the
// article page.
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';
import { useNearViewport } from '@/lib/use-near-viewport';

import { HOME_NEWS_TYPES, type HomeNewsType } from '../api/home-api';

import { SkeletonLines } from './skeleton-lines';

import styles from './home.module.css';

// Loaded when the section is near the viewport (below).
const NewsList = lazy(() => import('./home-news-list'));

export function HomeNews() {
  const { t } = useTranslation('home');
  const [active, setActive] = useState<HomeNewsType>(HOME_NEWS_TYPES[0]);
  // Below the first screen: asked for when near the viewport, or at the first idle moment once
  // the first screen's requests are answered.
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { settled: useIsFetching() === 0 });
  return (
    <section
      ref={ref}
      className={styles.section}
      aria-label={t('news.title')}
      data-testid="home-news"
    >
      <div className={styles.newsTabs} role="tablist" aria-label={t('news.title')}>
        {HOME_NEWS_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={active === type}
            className={styles.newsTab}
            data-testid={`home-news-tab-${type}`}
            onClick={() => setActive(type)}
          >
            {t(`news.type${type}`)}
          </button>
        ))}
      </div>
      {/* Until then the list's place shows what its first load shows: lines being filled. */}
      {near ? (
        <Suspense fallback={<SkeletonLines count={5} />}>
          <NewsList type={active} enabled={near} />
        </Suspense>
      ) : (
        <SkeletonLines count={5} />
      )}
      <Link
        to={routes.news.href({ type: active })}
        className={styles.newsMore}
        data-testid="home-news-more"
      >
        {t('news.more')}
      </Link>
    </section>
  );
}
