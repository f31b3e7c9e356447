// One /notify message: its type and text in the trader's language when the contract's templates
// wrote it (else as written), when it came, read or not, and a link to the page it is about.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { SiteMessage } from '@/api/contracts/models/site';
import { formatDateTime } from '@/lib/format/date';

import { messageLink } from '../model/message-links';
import { messageTypeKey, readMessageText } from '../model/message-texts';

import styles from './message-item.module.css';

export function MessageItem({ message }: { message: SiteMessage }) {
  const { t } = useTranslation('account');
  const state = message.status === 1 ? 'unread' : 'read';
  const typeKey = messageTypeKey(message.typeName);
  const text = readMessageText(message.content);
  const link = messageLink(message.typeName, message.content);
  return (
    <li className={styles.message} data-state={state} data-testid="notify-message">
      <div className={styles.head}>
        <span className={styles.type}>
          {typeKey ? t(`notify.types.${typeKey}`) : message.typeName}
        </span>
        <span className={styles.when}>
          <time>{formatDateTime(message.addTime)}</time>
          <span className={styles.state} data-state={state}>
            {t(`notify.${state}`)}
          </span>
        </span>
      </div>
      <p className={styles.body}>
        {text ? t(`notify.texts.${text.key}`, text.params) : message.content}
      </p>
      {link && (
        <Link className={styles.link} to={link.href} data-testid="notify-link" data-link={link.key}>
          {t(`notify.links.${link.key}`)}
        </Link>
      )}
    </li>
  );
}
