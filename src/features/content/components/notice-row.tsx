// One announcement in the list: its type, title, summary and time; the whole row opens it.
import { Link } from 'react-router-dom';

import type { SiteArticle } from '@/api/contracts/models/site';
import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';

import styles from './notice-row.module.css';

export function NoticeRow({ article }: { article: SiteArticle }) {
  return (
    <li className={styles.row}>
      <Link
        to={routes.newGg.href({ id: article.id })}
        className={styles.link}
        data-testid="notice-row"
        data-id={article.id}
      >
        <span className={styles.head}>
          {article.artType && <span className={styles.type}>{article.artType}</span>}
          <span className={styles.title}>{article.artTitle}</span>
        </span>
        {article.artSummary && <span className={styles.summary}>{article.artSummary}</span>}
        <time className={styles.time}>{formatDateTime(article.addTime)}</time>
      </Link>
    </li>
  );
}
