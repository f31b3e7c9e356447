// /newGg: the announcement as published — type, title, time, its picture in a fixed box (no jump
// when it loads) and the operator's body through the one sanitizer; then the way to the list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { SiteArticle } from '@/api/contracts/models/site';
import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';

import { pictureUrl } from '../model/article-view';

import { ArticleBody } from './article-body';
import styles from './article.module.css';

export function NoticeArticle({ article }: { article: SiteArticle }) {
  const { t } = useTranslation('content');
  const picture = pictureUrl(article.artImg);
  return (
    <article className={styles.article} data-testid="article" data-id={article.id}>
      <h2 className={styles.title} data-testid="article-title">
        {article.artTitle}
      </h2>
      <p className={styles.meta}>
        {article.artType && <span className={styles.type}>{article.artType}</span>}
        <time data-testid="article-time">{formatDateTime(article.addTime)}</time>
      </p>
      {picture && (
        <img
          className={styles.picture}
          src={picture}
          alt=""
          width={750}
          height={300}
          loading="lazy"
          decoding="async"
        />
      )}
      <ArticleBody html={article.artCnt} className={styles.body} testId="article-body" />
      <p className={styles.more}>
        <Link to={routes.notices.href()} data-testid="article-to-list">
          {t('article.toList')}
        </Link>
      </p>
    </article>
  );
}
