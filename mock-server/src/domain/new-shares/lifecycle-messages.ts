// The lifecycle's in-site messages (ADR 0027): one when an allotment is published (allotted: what
// is due and by when, or that a paid one waits for listing; not allotted, with the refund of a
// paid one), and one on the deadline's morning (`deadlineReminderAt`) for an allotment still
// unpaid. Each is sent once: the publication message goes with the draw (a status changes once);
// the reminder is remembered by its text in the user's messages, which survive restarts.
import Decimal from 'decimal.js';

import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import { MessageStatus } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import {
  NEW_SHARE_MESSAGE,
  NEW_SHARE_MESSAGE_TYPE,
} from '../../../../src/api/contracts/new-share-texts';
import {
  deadlineReminderAt,
  paymentDeadline,
} from '../../../../src/api/contracts/new-share-timeline';
import type { MockStore } from '../../store/store';
import { formatBeijing } from '../beijing-time';

import type { DrawOutcome } from './draw';
import { emitLifecycle } from './lifecycle-events';

type MessageType = (typeof NEW_SHARE_MESSAGE_TYPE)[keyof typeof NEW_SHARE_MESSAGE_TYPE];

const insertMessage = (
  store: MockStore,
  app: UserStockSubscribe,
  typeName: MessageType,
  content: string,
  /** The instant the message stands for (not the catch-up's: a jump dates it as a crawl would). */
  at: number,
): void => {
  if (app.userId == null) return;
  const user = store.tables.users.get(app.userId);
  if (!user) return;
  store.tables.siteMessages.insert({
    userId: user.id,
    userName: user.realName ?? user.phone,
    typeName,
    status: MessageStatus.UNREAD,
    addTime: at,
    updateTime: at,
    content,
  });
};

/** "yyyy-MM-dd HH:mm" Beijing, or a dash when the share has no deadline. */
const deadlineText = (share: StockSubscribeRow | undefined): string => {
  const at = share ? paymentDeadline(share) : null;
  return at == null ? '—' : formatBeijing(at).slice(0, 16);
};

const factsOf = (app: UserStockSubscribe, share: StockSubscribeRow | undefined) => ({
  name: app.newName ?? share?.name ?? app.newCode,
  code: app.newCode,
  shares: app.applyNums ?? 0,
  amount: new Decimal(app.bond ?? 0).toFixed(2),
  deadline: deadlineText(share),
});

export const publicationMessage = (
  app: UserStockSubscribe,
  share: StockSubscribeRow | undefined,
  outcome: DrawOutcome,
  isPaidUpfront: boolean,
): string => {
  const facts = factsOf(app, share);
  if (outcome === 'allotted') {
    return isPaidUpfront
      ? NEW_SHARE_MESSAGE.allottedPaid(facts)
      : NEW_SHARE_MESSAGE.allottedDue(facts);
  }
  return isPaidUpfront
    ? NEW_SHARE_MESSAGE.notAllottedRefunded(facts)
    : NEW_SHARE_MESSAGE.notAllotted(facts);
};

export const sendPublicationMessage = (
  store: MockStore,
  app: UserStockSubscribe,
  share: StockSubscribeRow | undefined,
  outcome: DrawOutcome,
  isPaidUpfront: boolean,
  publishedAt: number,
): void =>
  insertMessage(
    store,
    app,
    NEW_SHARE_MESSAGE_TYPE.allotment,
    publicationMessage(app, share, outcome, isPaidUpfront),
    publishedAt,
  );

/** The deadline-morning reminder of an unpaid allotment, unless it was sent already. */
export const sendDeadlineReminder = (
  store: MockStore,
  app: UserStockSubscribe,
  share: StockSubscribeRow,
): boolean => {
  if (app.userId == null) return false;
  const facts = factsOf(app, share);
  const content = NEW_SHARE_MESSAGE.reminder({ ...facts, deadline: facts.deadline.slice(11) });
  const isSent = store.tables.siteMessages
    .where('userId', app.userId)
    .some((m) => m.typeName === NEW_SHARE_MESSAGE_TYPE.reminder && m.content === content);
  if (isSent) return false;
  const at = deadlineReminderAt(share) ?? store.clock.now();
  insertMessage(store, app, NEW_SHARE_MESSAGE_TYPE.reminder, content, at);
  emitLifecycle(store, {
    step: 'reminder',
    userId: app.userId,
    note: `new share ${app.newCode}: payment reminder for application ${app.id}`,
  });
  store.changed();
  return true;
};
