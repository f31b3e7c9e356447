// "A new version is ready — Reload" (ADR 0034): a small card above the tab bar when a new service
// worker waits. It neither blocks the page nor takes focus (a trader may be typing an order); the
// page reloads only when the button is tapped.
import { useTranslation } from 'react-i18next';

import styles from './update-banner.module.css';
import { useWaitingUpdate } from './update-state';

export function UpdateBanner() {
  const { t } = useTranslation();
  const acceptUpdate = useWaitingUpdate();
  // The live region stays in the page, empty, so a screen reader announces what appears in it.
  return (
    <div role="status" className={styles.region}>
      {acceptUpdate && (
        <div className={styles.update} data-testid="update-banner">
          <span>{t('connection.updateReady')}</span>
          <button type="button" className={styles.reload} onClick={acceptUpdate}>
            {t('connection.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
