// Shown instead of the app when no API base can be resolved (product-spec §4). The text comes from
// the current language; a retry runs the resolution again without reloading the page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './full-page-error.module.css';

export function FullPageError({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  return (
    <main className={styles.page} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <path d="M6 18a27 27 0 0 1 36 0M12 25a18 18 0 0 1 24 0M18 32a9 9 0 0 1 12 0" />
        <circle cx="24" cy="38" r="2.5" />
        <path d="M8 8l32 32" />
      </svg>
      <p className={styles.message}>{t('startup.cannotConnect')}</p>
      <button
        type="button"
        className={styles.retry}
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => setRetrying(false));
        }}
      >
        {retrying ? t('startup.retrying') : t('startup.retry')}
      </button>
    </main>
  );
}
