// /newGg: the announcement as published — type, title, time, its picture in a fixed box (no jump
// when it loads) and the operator's body through the one sanitizer; then the way to the list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { SiteArticle } from '@/api/contracts/models/site';
import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';

import { pictureUrl } from '../model/article-view';

import { ArticleFrame } from './article-frame';
import styles from './article.module.css';

export function NoticeArticle({ article }: { article: SiteArticle }) {
  const { t } = useTranslation('content');
  const picture = pictureUrl(article.artImg);
  return (
    <ArticleFrame
      article={article}
      meta={
        <>
          {article.artType && <span className={styles.type}>{article.artType}</span>}
          <time data-testid="article-time">{formatDateTime(article.addTime)}</time>
        </>
      }
      beforeBody={
        picture && (
          <img
            className={styles.picture}
            src={picture}
            alt=""
            width={750}
            height={300}
            loading="lazy"
            decoding="async"
          />
        )
      }
    >
      <p className={styles.more}>
        <Link to={routes.notices.href()} data-testid="article-to-list">
          {t('article.toList')}
        </Link>
      </p>
    </ArticleFrame>
  );
}
