// /notify (screens §10.4): my in-site messages, newest first, read / unread, "mark all read".
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format/date';

import { useUnreadCount } from '@/lib/queries/unread-count';

import { markAllRead, useMessages } from '../api/account-api';
import cardStyles from '../components/card.module.css';
import pageStyles from '../components/page.module.css';

import styles from './messages-page.module.css';

export default function MessagesPage() {
  const { t } = useTranslation('account');
  const { data: messages, isPending, isError, refetch } = useMessages();
  const { data: unread = 0 } = useUnreadCount();

  return (
    <div className={pageStyles.page}>
      <div className={styles.toolbar}>
        <span data-testid="notify-unread">{t('notify.unreadCount', { count: unread })}</span>
        <Button
          size="mini"
          fill="outline"
          color="primary"
          disabled={unread === 0}
          onClick={() => void markAllRead().catch(() => undefined)}
          data-testid="notify-mark-all"
        >
          {t('notify.markAll')}
        </Button>
      </div>
      {isPending && (
        <div className={cardStyles.card}>
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
      {isError && (
        <ErrorBlock
          status="default"
          title={t('notify.loadFailed')}
          description={
            <Button size="small" onClick={() => void refetch()}>
              {t('user.retry')}
            </Button>
          }
        />
      )}
      {messages && messages.length === 0 && (
        <ErrorBlock status="empty" title={t('notify.empty')} description="" />
      )}
      {messages && messages.length > 0 && (
        <ul className={styles.messages} data-testid="notify-list">
          {messages.map((m) => {
            const state = m.status === 1 ? 'unread' : 'read';
            return (
              <li key={m.id} className={styles.message} data-state={state}>
                <div className={styles.messageHead}>
                  <span className={styles.type}>{m.typeName}</span>
                  <time>{formatDateTime(m.addTime)}</time>
                  <span className={styles.state} data-state={state}>
                    {t(`notify.${state}`)}
                  </span>
                </div>
                <p className={styles.messageBody}>{m.content}</p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
