// /service (screens §3.1): the site's customer-service address (`onlineService`) opens in a new
// browser tab (product-spec §2), never inside the app.
import { Skeleton } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

import { useSiteInfo } from '@/lib/queries/site-info';

import bannerStyles from '../components/banner.module.css';
import noteStyles from '../components/note.module.css';
import pageStyles from '../components/page.module.css';

import styles from './customer-service-page.module.css';

/** Only web addresses are opened. */
export const safeServiceUrl = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

export default function CustomerServicePage() {
  const { t } = useTranslation('account');
  const { data, isPending } = useSiteInfo();
  const url = safeServiceUrl(data?.onlineService);
  return (
    <div className={pageStyles.page}>
      <section className={styles.service}>
        <div className={styles.serviceIcon} aria-hidden="true">
          <UserContactOutline />
        </div>
        <h2 className={styles.serviceTitle}>{t('service.title')}</h2>
        <p className={noteStyles.note}>{t('service.intro')}</p>
        {isPending ? (
          <Skeleton.Title animated />
        ) : url ? (
          <a
            className={styles.serviceLink}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="service-open"
          >
            {t('service.open')}
          </a>
        ) : (
          <p className={bannerStyles.banner}>{t('service.unavailable')}</p>
        )}
        <p className={noteStyles.note}>{t('service.newTab')}</p>
      </section>
    </div>
  );
}
