// What every announcement page starts with — the article, its title and a meta line — and the body
// through the one sanitizer; each layout adds its own parts between and after.
import type { ReactNode } from 'react';

import type { SiteArticle } from '@/api/contracts/models/site';
import { LazyServerHtml } from '@/components/lazy-server-html';

import styles from './article.module.css';

export function ArticleFrame({
  article,
  meta,
  beforeBody,
  children,
}: {
  article: SiteArticle;
  meta: ReactNode;
  /** Between the meta line and the body (a summary, a picture). */
  beforeBody?: ReactNode;
  /** After the body (a footer, the way to the list). */
  children?: ReactNode;
}) {
  return (
    <article className={styles.article} data-testid="article" data-id={article.id}>
      <h2 className={styles.title} data-testid="article-title">
        {article.artTitle}
      </h2>
      <p className={styles.meta}>{meta}</p>
      {beforeBody}
      <LazyServerHtml html={article.artCnt} className={styles.body} testId="article-body" />
      {children}
    </article>
  );
}
