// /about?e=2..5: the operator's document from the site settings (getInfo.do): skeleton while the
// site information (or the sanitizer, loaded on first use) comes, the failure with a retry, then
// the document or the operator's "not published yet" (about-document-body.tsx).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ListError, SkeletonBar } from '@/components/list-states';
import { useSiteInfo } from '@/lib/queries/site-info';

import { aboutDocument, ABOUT_PAGES, type AboutPageNumber } from '../model/about-pages';

import styles from './content-page.module.css';

export const preloadAboutDocument = () => import('./about-document-body');

const AboutDocumentBody = lazy(preloadAboutDocument);

function DocumentSkeleton() {
  return (
    <div className={styles.doc} aria-busy="true" data-testid="about-skeleton">
      {[50, 100, 100, 90, 100, 70].map((width, i) => (
        <SkeletonBar key={i} width={`${width}%`} />
      ))}
    </div>
  );
}

export function AboutDocument({ page }: { page: AboutPageNumber }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const site = useSiteInfo();
  if (site.isPending) return <DocumentSkeleton />;
  if (site.isError) {
    return (
      <div className={styles.state}>
        <ListError
          title={t('about.loadFailed')}
          retryText={t('about.retry')}
          error={site.error}
          onRetry={() => void site.refetch()}
          testId="about-error"
        />
      </div>
    );
  }
  return (
    <Suspense fallback={<DocumentSkeleton />}>
      <AboutDocumentBody
        html={aboutDocument(page, site.data)}
        title={tc(`aboutTitles.${ABOUT_PAGES[page].title}`)}
      />
    </Suspense>
  );
}
