// The clear "not built yet" state of a route whose feature issue has not landed. Pages that need
// a login offer the visitor sheet, so a visitor always has a way forward.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { findRoute, isRoute, routes } from '@/config/routes';
import { useAppStore } from '@/stores/app-store';

import styles from './not-built-page.module.css';

export function NotBuiltPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const meta = findRoute(pathname);
  const token = useAppStore((s) => s.token);
  const openVisitorSheet = useAppStore((s) => s.openVisitorSheet);
  const title = meta ? t(`routes.${meta.name}`) : '';
  return (
    <section className={styles.page} data-testid="not-built" aria-labelledby="not-built-title">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect x="8" y="10" width="32" height="28" rx="4" />
        <path d="M8 18h32M16 26h16M16 31h10" />
      </svg>
      <h2 id="not-built-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{t('notBuilt.text')}</p>
      {meta?.requiresLogin && !token && (
        <button type="button" className={styles.login} onClick={openVisitorSheet}>
          {t('notBuilt.login')}
        </button>
      )}
      <div className={styles.links}>
        {!isRoute(pathname, 'home') && <Link to={routes.home.href()}>{t('notBuilt.home')}</Link>}
        <Link to={routes.setting.href()}>{t('routes.setting')}</Link>
      </div>
    </section>
  );
}
