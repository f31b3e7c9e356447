// Top alert (product-spec §8): a typed message (warning by default) that hides itself after 2 s.
import { useEffect } from 'react';

import { ALERT_AUTO_HIDE_MS } from '@/api/contracts/constants';
import { useAppStore } from '@/stores/app-store';

import styles from './alert-host.module.css';

export function AlertHost() {
  const alert = useAppStore((s) => s.alert);
  const hideAlert = useAppStore((s) => s.hideAlert);

  useEffect(() => {
    if (!alert.visible) return;
    const timer = setTimeout(hideAlert, ALERT_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert.visible, alert.id, hideAlert]);

  return (
    <div className={styles.host} aria-live="assertive">
      {alert.visible && (
        <div key={alert.id} role="alert" className={styles.alert} data-type={alert.type}>
          {alert.text}
        </div>
      )}
    </div>
  );
}
