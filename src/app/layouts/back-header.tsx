// Header with the page title and a back button (route meta `hasBackHeader`).
import { NavBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';

import styles from './back-header.module.css';

export function BackHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    // A page opened directly (no history inside the app) goes back to home instead of leaving.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(routes.home.href(), { replace: true });
  };
  return (
    <header className={styles.header}>
      <NavBar onBack={goBack} backIcon backArrow={<span aria-label={t('actions.back')}>‹</span>}>
        <h1 className={styles.title}>{title}</h1>
      </NavBar>
    </header>
  );
}
