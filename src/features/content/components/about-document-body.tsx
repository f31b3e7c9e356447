// The operator's document of an /about page, loaded on first use with the sanitizer it needs
// (DOMPurify: too heavy for the page's first load). A field the operator left blank — nothing
// would show once sanitized — says so, never a text of ours in its place.
import { useTranslation } from 'react-i18next';

import { StateBlock } from '@/components/list-states';
import { ServerHtml } from '@/components/server-html';
import { isBlankHtml } from '@/lib/sanitize-html';

import styles from './content-page.module.css';

export default function AboutDocumentBody({
  html,
  title,
}: {
  html: string | null | undefined;
  /** The page's name, for the "not published" text. */
  title: string;
}) {
  const { t } = useTranslation('content');
  if (isBlankHtml(html)) {
    return (
      <div className={styles.state}>
        <StateBlock
          status="empty"
          title={t('about.unpublished')}
          description={t('about.unpublishedText', { title })}
          testId="about-unpublished"
        />
      </div>
    );
  }
  return (
    <div className={styles.doc}>
      <ServerHtml html={html} testId="about-document" />
    </div>
  );
}
