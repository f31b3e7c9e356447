// /notices: every published announcement, newest first — 12 a page, the next page loading as the
// end comes near, pull down to refresh; skeleton, error with retry, empty and end states.
import { useTranslation } from 'react-i18next';

import { CardsSkeleton } from '@/components/list-states';
import { PagedList } from '@/components/paged-list';
import { useArticleList } from '@/lib/queries/articles';

import { NoticeRow } from '../components/notice-row';

import styles from '../components/content-page.module.css';

export default function NoticesPage() {
  const { t } = useTranslation('content');
  const list = useArticleList();
  const { rows } = list;
  return (
    <div className={styles.page} data-testid="notices-page">
      <PagedList
        query={list}
        count={rows.length}
        skeleton={<CardsSkeleton count={6} height={96} testId="notices-skeleton" />}
        errorTitle={t('list.loadFailed')}
        retryText={t('list.retry')}
        emptyTitle={t('list.empty')}
        emptyDescription={t('list.emptyText')}
        footerTexts={{
          loadMore: t('list.loadMore'),
          loadingMore: t('list.loadingMore'),
          loadMoreFailed: t('list.loadMoreFailed'),
          noMore: t('list.noMore'),
        }}
        testIdPrefix="notices"
      >
        <ul className={styles.list} aria-label={t('list.label')} data-testid="notices-list">
          {rows.map((article) => (
            <NoticeRow key={article.id} article={article} />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
