// The items of one home news tab (see ./home-news): loaded once the news section is near the
// viewport, so the date formatting (dayjs) and the lazy image stay out of the home's first load.
import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';

import { useHomeNews, type HomeNewsType } from '../api/home-api';

import { SkeletonLines } from './skeleton-lines';

import styles from './home.module.css';

export default function NewsList({ type, enabled }: { type: HomeNewsType; enabled: boolean }) {
  const { t } = useTranslation('home');
  const { data: items, isPending, isError } = useHomeNews(type, enabled);
  if (isPending) return <SkeletonLines count={5} />;
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
