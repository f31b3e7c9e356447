// Bell with the unread message count (polled every 10 s like the reference), linking to /notify.
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { BellIcon } from '@/components/icons/icons';
import { routes } from '@/config/routes';
import { useUnreadCount } from '@/lib/queries/unread-count';

import styles from './unread-bell.module.css';

/** `className` lets a header restyle the bell and its badge (e.g. on the red profile hero). */
export function UnreadBell({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { data: count = 0 } = useUnreadCount();
  return (
    <Link
      to={routes.notify.href()}
      className={`${styles.iconButton} ${className}`}
      aria-label={count > 0 ? t('messagesBell.unread', { count }) : t('messagesBell.label')}
      data-testid="unread-bell"
      data-count={count}
    >
      <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null}>
        <BellIcon />
      </Badge>
    </Link>
  );
}
