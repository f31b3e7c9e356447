// A tab's news: pull to refresh, the list's states, the rows and the next-page footer (the next 15
// load as the footer nears the screen). Rows of fixed height with `content-visibility: auto`: the
// browser skips laying out and painting those off screen, which is what a virtual list would buy
// for lists of this length, without its 10 KiB of JavaScript.
import { useTranslation } from 'react-i18next';

import { PagedList } from '@/components/paged-list';
import { useNewsList, type NewsTabType } from '@/lib/queries/news';

import styles from './news-list.module.css';
import { NewsRow } from './news-row';
import { NewsRowsSkeleton } from './news-rows-skeleton';
import { useScrollMemory } from './use-scroll-memory';

export function NewsList({ type }: { type: NewsTabType }) {
  const { t } = useTranslation('news');
  const query = useNewsList(type);
  const { rows } = query;
  useScrollMemory(type, rows.length);
  return (
    <PagedList
      query={query}
      count={rows.length}
      skeleton={<NewsRowsSkeleton />}
      errorTitle={t('list.loadFailed')}
      retryText={t('list.retry')}
      emptyTitle={t('list.empty')}
      emptyDescription={t('list.emptyHint')}
      footerTexts={{
        loadMore: t('list.loadMore'),
        loadingMore: t('list.loadingMore'),
        loadMoreFailed: t('list.loadMoreFailed'),
        noMore: t('list.noMore'),
      }}
      testIdPrefix="news"
    >
      <ul className={styles.list} data-testid="news-list" data-rows={rows.length}>
        {rows.map((item) => (
          <li key={item.id} className={styles.item}>
            <NewsRow item={item} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
