// /notify (screens §10.4): my in-site messages, newest first, read / unread, "mark all read";
// a message about a page links to it (issue 22).
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useUnreadCount } from '@/lib/queries/unread-count';

import { markAllRead, useMessages } from '../api/account-api';
import cardStyles from '../components/card.module.css';
import pageStyles from '../components/page.module.css';

import styles from './messages-page.module.css';

const loadList = () => import('../components/message-list');
const MessageList = lazy(loadList);

export default function MessagesPage() {
  const { t } = useTranslation('account');
  const { data: messages, isPending, isError, refetch } = useMessages();
  const { data: unread = 0 } = useUnreadCount();
  // The list's code loads while the messages are fetched, not after.
  useEffect(() => void loadList(), []);
  const skeleton = (
    <div className={cardStyles.card}>
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );

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
      {isPending && skeleton}
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
        <Suspense fallback={skeleton}>
          <MessageList messages={messages} />
        </Suspense>
      )}
    </div>
  );
}
