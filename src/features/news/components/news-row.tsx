// One row of the news list (fixed height for the virtual list): title on two lines at most,
// source and time under it, the thumbnail in its fixed box on the right when there is one.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { SiteNews } from '@/api/contracts/models/site';
import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';

import { shownImage } from '../model/image-url';

import styles from './news-row.module.css';
import { NewsThumb } from './news-thumb';

/** Row slot height in the virtual list: 12 px padding, a 64 px thumbnail, a divider. */
export const NEWS_ROW_HEIGHT = 89;

export const NewsRow = memo(function NewsRow({ item }: { item: SiteNews }) {
  const { t } = useTranslation('news');
  const when = item.showTime ?? item.addTime;
  const image = shownImage(item.imgurl);
  return (
    <Link
      to={routes.newPage.href({ listid: item.id })}
      className={styles.row}
      data-testid="news-row"
      data-id={item.id}
    >
      <span className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.meta}>
          <span className={styles.source}>
            {item.sourceName ? t('item.source', { source: item.sourceName }) : t('item.noSource')}
          </span>
          <time dateTime={when ? new Date(when).toISOString() : undefined}>
            {formatDateTime(when).slice(0, 16)}
          </time>
        </span>
      </span>
      {image && <NewsThumb src={image} variant="row" testId="news-thumb" />}
    </Link>
  );
});
