// /notify (screens §10.4, issue 22): which page a message is about, so the trader can open it.
// By `typeName` where a type names one page (the lifecycle messages' types come from the
// contract's text tables); by a content pattern only for the types that several kinds of message
// share (资金变动 money movements, 交易提醒 trade notices). No page, no link (系统通知 and unknowns).
import { FUNDS_MESSAGE_TYPE } from '@/api/contracts/funds-texts';
import { NEW_SHARE_MESSAGE_TYPE } from '@/api/contracts/new-share-texts';
import { routes } from '@/config/routes';

export type MessageLinkKey =
  'allotments' | 'funds' | 'deposits' | 'withdrawals' | 'orders' | 'closed' | 'positions';

export interface MessageLink {
  /** `account:notify.links.<key>`: the link's label. */
  key: MessageLinkKey;
  href: string;
}

const LINKS: Readonly<Record<MessageLinkKey, string>> = {
  allotments: routes.zhongqianrecord.href(),
  funds: routes.fundslist.href(),
  deposits: routes.rechargelist.href(),
  withdrawals: routes.cashlist.href(),
  orders: routes.warehouse.href({ tab: 'orders' }),
  closed: routes.warehouse.href({ tab: 'closed' }),
  positions: routes.warehouse.href(),
};

/** Types that name one page whatever the text says. */
const BY_TYPE: Readonly<Record<string, MessageLinkKey>> = {
  [NEW_SHARE_MESSAGE_TYPE.allotment]: 'allotments',
  [NEW_SHARE_MESSAGE_TYPE.reminder]: 'allotments',
  [FUNDS_MESSAGE_TYPE.warning]: 'funds',
  [FUNDS_MESSAGE_TYPE.unwind]: 'funds',
  强平预警: 'positions',
};

/** Shared types: the first pattern the text matches picks the page. */
const BY_CONTENT: Readonly<Record<string, readonly [RegExp, MessageLinkKey][]>> = {
  资金变动: [
    [/提现|出金/, 'withdrawals'],
    [/充值|入金/, 'deposits'],
  ],
  交易提醒: [
    [/挂单/, 'orders'],
    [/平仓/, 'closed'],
    [/持仓/, 'positions'],
  ],
};

/**
 * A funding message the back office may send by hand (approval, rejection, expiry) carries
 * 配资 in its type; one about new shares, 新股 — both have a records page.
 */
const BY_TYPE_WORD: readonly [RegExp, MessageLinkKey][] = [
  [/配资/, 'funds'],
  [/新股|中签/, 'allotments'],
];

export const messageLink = (
  typeName: string | null | undefined,
  content: string | null | undefined,
): MessageLink | null => {
  const type = (typeName ?? '').trim();
  const text = content ?? '';
  const key =
    BY_TYPE[type] ??
    BY_CONTENT[type]?.find(([pattern]) => pattern.test(text))?.[1] ??
    BY_TYPE_WORD.find(([pattern]) => pattern.test(type))?.[1];
  return key ? { key, href: LINKS[key] } : null;
};
