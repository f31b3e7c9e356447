// Top of the bare entry pages (login, register have no back header): a back control, the mark,
// the product name and a line about the page.
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';

import styles from './auth-form.module.css';

export function AuthBrand({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(routes.home.href(), { replace: true });
  };
  return (
    <header className={styles.brand}>
      <button type="button" className={styles.back} onClick={back} aria-label={t('actions.back')}>
        <LeftOutline />
      </button>
      <div className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 64 64">
          <path d="M12 44l12-14 9 8 17-20" />
        </svg>
      </div>
      <p className={styles.appName}>{t('app.name')}</p>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
