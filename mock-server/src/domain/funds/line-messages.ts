// The warning and liquidation messages (ADR 0029): one in-site message when a sub-account's value
// reaches its warning line — once per crossing: after it recovers above the line, the next
// crossing sends another — and one with each forced liquidation. Whether a sub-account is below
// its warning line is remembered per store; after a restart it is read back from the messages (a
// warning already sent for that application counts as "below"), so a restart sends no repeat.
import { MessageStatus } from '../../../../src/api/contracts/codes';
import { FUNDS_MESSAGE_TYPE, type FundsLineFacts } from '../../../../src/api/contracts/funds-texts';
import type { FundsApply } from '../../../../src/api/contracts/models/funds';
import type { MockStore } from '../../store/store';

const below = new WeakMap<MockStore, Map<number, boolean>>();

const stateOf = (store: MockStore): Map<number, boolean> => {
  let state = below.get(store);
  if (!state) below.set(store, (state = new Map()));
  return state;
};

const hasWarningMessage = (store: MockStore, app: FundsApply): boolean =>
  app.userId != null &&
  store.tables.siteMessages
    .where('userId', app.userId)
    .some(
      (m) =>
        m.typeName === FUNDS_MESSAGE_TYPE.warning &&
        Boolean(app.orderNumber) &&
        (m.content ?? '').includes(app.orderNumber ?? ''),
    );

/** Whether the application's value was at or below its warning line when last looked at. */
export const isWarned = (store: MockStore, app: FundsApply): boolean =>
  stateOf(store).get(app.id) ?? hasWarningMessage(store, app);

export const setWarned = (store: MockStore, app: FundsApply, isBelow: boolean): void => {
  stateOf(store).set(app.id, isBelow);
};

export const sendLineMessage = (
  store: MockStore,
  app: FundsApply,
  typeName: (typeof FUNDS_MESSAGE_TYPE)[keyof typeof FUNDS_MESSAGE_TYPE],
  content: (facts: FundsLineFacts) => string,
  facts: FundsLineFacts,
  at: number,
): void => {
  const user = app.userId == null ? undefined : store.tables.users.get(app.userId);
  if (!user) return;
  store.tables.siteMessages.insert({
    userId: user.id,
    userName: user.realName ?? user.phone,
    typeName,
    status: MessageStatus.UNREAD,
    addTime: at,
    updateTime: at,
    content: content(facts),
  });
  store.changed();
};
