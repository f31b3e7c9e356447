// A news item as the detail shows it (screens §10.5): title, source and time, the picture in a
// fixed 3:2 box when there is one, then the body — server HTML, through the one sanitizer only.
// The sanitizer (DOMPurify) is a chunk of its own, fetched while the item loads.
import { useTranslation } from 'react-i18next';

import type { SiteNews } from '@/api/contracts/models/site';
import { LazyServerHtml } from '@/components/lazy-server-html';
import { formatDateTime } from '@/lib/format/date';

import { shownImage } from '../model/image-url';

import styles from './news-article.module.css';
import { NewsThumb } from './news-thumb';

export function NewsArticle({ item }: { item: SiteNews }) {
  const { t } = useTranslation('news');
  const when = item.showTime ?? item.addTime;
  const image = shownImage(item.imgurl);
  return (
    <article className={styles.article} data-testid="news-article" data-id={item.id}>
      <h2 className={styles.title} data-testid="news-title">
        {item.title}
      </h2>
      <p className={styles.meta}>
        <span>
          {item.sourceName ? t('item.source', { source: item.sourceName }) : t('item.noSource')}
        </span>
        <time dateTime={when ? new Date(when).toISOString() : undefined}>
          {formatDateTime(when)}
        </time>
      </p>
      {image && <NewsThumb src={image} variant="hero" testId="news-image" />}
      <LazyServerHtml
        html={item.content}
        className={styles.body}
        testId="news-body"
        skeleton={[100, 80]}
      />
    </article>
  );
}
