// /newGg?id= and /alertdetail?id=: one announcement — the one the link names (the reference's
// /newGg always showed the newest; ours shows the one asked for, the newest only when no id is
// given). `notice` is the announcement page (type, time, picture, body); `legacy` the reference's
// alert page (author, time, summary, body, the site's name and the fixed disclaimer).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { preloadServerHtml } from '@/components/lazy-server-html';
import { latestArticlesQuery, useArticle } from '@/lib/queries/articles';

import { ArticleMissing, ArticleSkeleton, ArticleUnreadable } from '../components/article-states';
import { LegacyArticle } from '../components/legacy-article';
import { NoticeArticle } from '../components/notice-article';
import { articleIdOf, lookupArticle } from '../model/article-view';

import styles from '../components/content-page.module.css';

// The body's sanitizer starts loading with the page, beside the article's request.
void preloadServerHtml();

export default function ArticlePage({ layout }: { layout: 'notice' | 'legacy' }) {
  const { t } = useTranslation('content');
  const id = articleIdOf(useLocation().search);
  const detail = useArticle(id);
  const latest = useQuery({ ...latestArticlesQuery, enabled: id === undefined });
  const found = lookupArticle(id, detail, latest);
  const retry = () => void (id === undefined ? latest.refetch() : detail.refetch());
  return (
    <div className={styles.page} data-testid={`article-page-${layout}`}>
      {found.kind === 'loading' && <ArticleSkeleton />}
      {found.kind === 'error' && (
        <ArticleUnreadable error={id === undefined ? latest.error : detail.error} onRetry={retry} />
      )}
      {found.kind === 'not-found' && (
        <ArticleMissing title={t('article.notFound')} text={t('article.notFoundText')} />
      )}
      {found.kind === 'none' && (
        <ArticleMissing title={t('article.none')} text={t('article.noneText')} />
      )}
      {found.kind === 'found' &&
        (layout === 'notice' ? (
          <NoticeArticle article={found.article} />
        ) : (
          <LegacyArticle article={found.article} />
        ))}
    </div>
  );
}
