// /about?e=1..6 (screens §10.5): 1 the version, 2 user agreement, 3 privacy, 4 about us,
// 5 trading rules — the operator's documents from the site settings — and 6 "not yet open" (where
// the reference sends features it has not opened). The header names the page (app layout, from
// the same model); an unknown `e` is the version page.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { StateBlock } from '@/components/list-states';

import { AboutDocument, preloadAboutDocument } from '../components/about-document';
import { AboutVersion } from '../components/about-version';
import { aboutPageOf } from '../model/about-pages';

import styles from '../components/content-page.module.css';

export default function AboutPage() {
  const { t } = useTranslation('content');
  const page = aboutPageOf(useLocation().search);
  // A document page starts its sanitizer beside the site information's request.
  if (page !== 1 && page !== 6) void preloadAboutDocument();
  return (
    <div className={styles.page} data-testid="about-page" data-page={page}>
      {page === 1 && <AboutVersion />}
      {page === 6 && (
        <div className={styles.state}>
          <StateBlock
            status="empty"
            title={t('about.notOpen')}
            description={t('about.notOpenText')}
            testId="about-not-open"
          />
        </div>
      )}
      {page !== 1 && page !== 6 && <AboutDocument key={page} page={page} />}
    </div>
  );
}
