// /notify's list: each message in the trader's language with the link to its page. Loaded on first
// use (with the contract's message templates it reads them by), while the messages are fetched.
import type { SiteMessage } from '@/api/contracts/models/site';

import { MessageItem } from './message-item';
import styles from './message-item.module.css';

export default function MessageList({ messages }: { messages: readonly SiteMessage[] }) {
  return (
    <ul className={styles.list} data-testid="notify-list">
      {messages.map((m) => (
        <MessageItem key={m.id} message={m} />
      ))}
    </ul>
  );
}
