// Bell with the unread message count (polled every 10 s like the reference), linking to /notify.
import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useUnreadCount } from '../api/account-api';

import styles from './account.module.css';

export function UnreadBell() {
  const { t } = useTranslation('account');
  const { data: count = 0 } = useUnreadCount();
  return (
    <Link
      to="/notify"
      className={styles.iconButton}
      aria-label={count > 0 ? t('user.unreadBadge', { count }) : t('user.messages')}
      data-testid="unread-bell"
      data-count={count}
    >
      <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null}>
        <BellOutline />
      </Badge>
    </Link>
  );
}
