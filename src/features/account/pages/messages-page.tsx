// /notify (screens §10.4): my in-site messages, newest first, read / unread, "mark all read";
// a message about a page links to it (issue 22).
import { Button } from 'antd-mobile';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ListError, SkeletonBar, StateBlock } from '@/components/list-states';
import { useUnreadCount } from '@/lib/queries/unread-count';

import { markAllRead, useMessages } from '../api/account-api';
import cardStyles from '../components/card.module.css';
import pageStyles from '../components/page.module.css';

import styles from './messages-page.module.css';

const loadList = () => import('../components/message-list');
const MessageList = lazy(loadList);

export default function MessagesPage() {
  const { t } = useTranslation('account');
  const { data: messages, isPending, isError, error, refetch } = useMessages();
  const { data: unread = 0 } = useUnreadCount();
  // The list's code loads while the messages are fetched, not after.
  useEffect(() => void loadList(), []);
  // Lines that pulse in opacity (no shimmer repainting the page every frame), marked busy.
  const skeleton = (
    <div className={cardStyles.card} aria-busy="true" data-testid="notify-loading">
      <SkeletonBar width="60%" />
      <SkeletonBar width="90%" />
      <SkeletonBar width="75%" />
      <SkeletonBar width="40%" />
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
        <ListError
          title={t('notify.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
          retryText={t('user.retry')}
          testId="notify-error"
        />
      )}
      {messages && messages.length === 0 && (
        <StateBlock status="empty" title={t('notify.empty')} testId="notify-empty" />
      )}
      {messages && messages.length > 0 && (
        <Suspense fallback={skeleton}>
          <MessageList messages={messages} />
        </Suspense>
      )}
    </div>
  );
}
