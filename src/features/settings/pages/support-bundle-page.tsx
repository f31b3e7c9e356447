// /support-bundle (issue 23, Settings → create a support bundle): says what a bundle is and that
// the app sends it nowhere, shows what it holds (summary and masked replies) and saves or shares
// it as one file. The page itself makes no request, so it never shows up in its own bundle.
import { useTranslation } from 'react-i18next';

import { StateBlock } from '@/components/list-states';
import box from '@/components/page-box.module.css';

import { BundleActions } from '../components/bundle-actions';
import { BundleSummary } from '../components/bundle-summary';
import { ReplyList } from '../components/reply-list';
import styles from '../components/support-bundle.module.css';
import { useSupportBundle } from '../components/use-support-bundle';

export default function SupportBundlePage() {
  const { t } = useTranslation('support');
  const { snapshot, refresh } = useSupportBundle();
  return (
    <div className={box.page}>
      <div className={box.body}>
        <section className={styles.card} data-testid="support-bundle-intro">
          <p>{t('intro.what')}</p>
          <p>{t('intro.private')}</p>
          <p className={styles.note}>{t('intro.memory')}</p>
        </section>
        {snapshot.ok ? (
          <>
            <BundleSummary bundle={snapshot.bundle} bytes={snapshot.bytes} />
            {snapshot.bundle.replies.length > 0 ? (
              <ReplyList replies={snapshot.bundle.replies} />
            ) : (
              <StateBlock
                status="empty"
                title={t('empty.title')}
                description={t('empty.text')}
                testId="support-bundle-empty"
              />
            )}
          </>
        ) : (
          <StateBlock
            status="default"
            isAlert
            title={t('actions.failed', { reason: snapshot.reason })}
            testId="support-bundle-error"
          />
        )}
        <BundleActions file={snapshot.ok ? snapshot : null} onRefresh={refresh} />
      </div>
    </div>
  );
}
