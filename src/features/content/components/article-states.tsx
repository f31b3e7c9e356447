// The article pages' states: loading bars in the shape of a title and paragraphs, a failure with
// retry, and "not found" (an unknown or withdrawn id) with the way to the list and home.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

import { ListError, SkeletonBar, StateBlock } from '@/components/list-states';
import { routes } from '@/config/routes';

import styles from './content-page.module.css';

export function ArticleSkeleton() {
  return (
    <div className={styles.doc} aria-busy="true" data-testid="article-skeleton">
      {[80, 45, 100, 100, 90, 100, 60].map((width, i) => (
        <SkeletonBar key={i} width={`${width}%`} />
      ))}
    </div>
  );
}

export function ArticleUnreadable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.state}>
      <ListError
        title={t('article.loadFailed')}
        retryText={t('article.retry')}
        error={error}
        onRetry={onRetry}
        testId="article-error"
      />
    </div>
  );
}

export function ArticleMissing({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.state}>
      <StateBlock status="empty" title={title} description={text} testId="article-not-found">
        <div className={styles.actions}>
          <Link to={routes.notices.href()} data-testid="article-to-list">
            {t('article.toList')}
          </Link>
          <Link to={routes.home.href()}>{t('about.toHome')}</Link>
        </div>
      </StateBlock>
    </div>
  );
}
