// Header with the page title and a back button (route meta `hasBackHeader`). Our own markup: the
// header is on nearly every page's first load, where antd-mobile's NavBar brought its icon set.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ChevronLeftIcon } from '@/components/icons/icons';
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
      <button type="button" className={styles.back} onClick={goBack} aria-label={t('actions.back')}>
        <ChevronLeftIcon />
      </button>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
