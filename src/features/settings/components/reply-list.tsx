// The replies a support bundle carries, newest first: endpoint, time and status, and on a tap the
// masked parameters and body, so the user can check that nothing private is in the file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BundleReply } from '@/api/contracts/support-bundle';
import { currentLocale } from '@/lib/i18n';

import { newestFirst, readableBody } from '../model/bundle-view';

import styles from './support-bundle.module.css';

function ReplyItem({ reply }: { reply: BundleReply }) {
  const { t } = useTranslation('support');
  // The body is laid out only once opened: a bundle may hold a megabyte of replies.
  const [isOpen, setIsOpen] = useState(false);
  const time = new Date(reply.receivedAt).toLocaleTimeString(currentLocale(), { hour12: false });
  const params = Object.entries(reply.params);
  return (
    <details
      className={styles.reply}
      data-testid="support-bundle-reply"
      onToggle={(e) => setIsOpen(e.currentTarget.open)}
    >
      <summary className={styles.replyHead}>
        <span className={styles.path}>
          {reply.method} {reply.path}
        </span>
        <span className={styles.meta}>
          {time} · {reply.status === 0 ? t('replies.noReply') : reply.status}
        </span>
      </summary>
      {isOpen && (
        <div className={styles.replyBody}>
          <h4>{t('replies.params')}</h4>
          <pre data-testid="support-bundle-reply-params">
            {params.length > 0 ? params.map(([k, v]) => `${k}=${v}`).join('\n') : t('replies.none')}
          </pre>
          <h4>{t('replies.body')}</h4>
          <pre data-testid="support-bundle-reply-body">
            {reply.body === '' ? t('replies.none') : readableBody(reply.body)}
          </pre>
        </div>
      )}
    </details>
  );
}

export function ReplyList({ replies }: { replies: readonly BundleReply[] }) {
  const { t } = useTranslation('support');
  return (
    <section className={styles.card} aria-label={t('replies.header')}>
      <h3 className={styles.cardTitle}>{t('replies.header')}</h3>
      {newestFirst(replies).map(({ key, reply }) => (
        <ReplyItem key={key} reply={reply} />
      ))}
    </section>
  );
}
