// News preview by category (screens §4.1 news tabs): five latest items per tab, each opening the
// article page.
import { useIsFetching } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';
import { useNearViewport } from '@/lib/use-near-viewport';

import { HOME_NEWS_TYPES, useHomeNews, type HomeNewsType } from '../api/home-api';

import styles from './home.module.css';

function NewsList({ type, enabled }: { type: HomeNewsType; enabled: boolean }) {
  const { t } = useTranslation('home');
  const { data: items, isPending, isError } = useHomeNews(type, enabled);
  if (isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  if (isError) return <p className={styles.muted}>{t('news.loadFailed')}</p>;
  if (items.length === 0) return <p className={styles.muted}>{t('news.empty')}</p>;
  return (
    <ul className={styles.news} data-testid="home-news-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={routes.newPage.href({ listid: item.id })} className={styles.newsItem}>
            <span className={styles.newsText}>
              <span className={styles.newsTitle}>{item.title}</span>
              <time className={styles.muted}>{formatDateTime(item.showTime ?? item.addTime)}</time>
            </span>
            {item.imgurl && (
              <Image src={item.imgurl} width={88} height={60} fit="cover" lazy alt="" />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

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
      <NewsList type={active} enabled={near} />
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
