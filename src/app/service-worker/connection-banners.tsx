// The app layout's connection notices (ADR 0034): "no connection" while the browser is offline
// (pages keep what they loaded; TanStack Query refetches when the connection is back), and the
// update banner once the lazily loaded service-worker registration brings it.
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './connection-banners.module.css';
import { startServiceWorker } from './start-service-worker';
import { useOnline } from './use-online';

export function ConnectionBanners() {
  const { t } = useTranslation();
  const online = useOnline();
  const [Update, setUpdate] = useState<ComponentType | null>(null);

  useEffect(() => startServiceWorker((banner) => setUpdate(() => banner)), []);

  return (
    <>
      <div role="status">
        {!online && (
          <p className={styles.offline} data-testid="offline-banner">
            {t('connection.offline')}
          </p>
        )}
      </div>
      {Update && <Update />}
    </>
  );
}
