// /alertdetail: the reference's announcement page — title, author and time, the summary, the
// operator's body (sanitized), the site's name with the time, and the fixed disclaimer in our words.
import { useTranslation } from 'react-i18next';

import type { SiteArticle } from '@/api/contracts/models/site';
import { formatDateTime } from '@/lib/format/date';
import { useSiteInfo } from '@/lib/queries/site-info';

import { ArticleFrame } from './article-frame';
import styles from './article.module.css';

export function LegacyArticle({ article }: { article: SiteArticle }) {
  const { t } = useTranslation('content');
  const { data: site } = useSiteInfo();
  const time = formatDateTime(article.addTime);
  return (
    <ArticleFrame
      article={article}
      meta={
        <>
          {article.author && (
            <span data-testid="article-author">
              {t('article.author', { author: article.author })}
            </span>
          )}
          <time data-testid="article-time">{t('article.time', { time })}</time>
        </>
      }
      beforeBody={
        article.artSummary && (
          <section className={styles.summary} aria-label={t('article.summary')}>
            <p data-testid="article-summary">{article.artSummary}</p>
          </section>
        )
      }
    >
      <footer className={styles.footer}>
        {site?.siteName && (
          <span data-testid="article-site">{t('article.source', { site: site.siteName })}</span>
        )}
        <time>{time}</time>
      </footer>
      <aside className={styles.disclaimer} data-testid="article-disclaimer">
        <strong>{t('article.disclaimerTitle')}</strong>
        <p>{t('article.disclaimer')}</p>
      </aside>
    </ArticleFrame>
  );
}
