// /notify: the in-site messages the lifecycles write (new-share allotment and payment reminder,
// ADR 0027; funding warning and liquidation, ADR 0029) come from the contract's text templates, so
// they are read back to a key and their facts and shown in the trader's language. Any other text
// is shown as written. Each template is turned into a pattern by filling it with markers, so the
// pattern follows the contract's wording when it changes.
import { unwindMessage, warningMessage } from '@/api/contracts/funds-texts';
import { NEW_SHARE_MESSAGE } from '@/api/contracts/new-share-texts';

export type MessageTextKey =
  | 'allottedDue'
  | 'allottedPaid'
  | 'notAllotted'
  | 'notAllottedRefunded'
  | 'reminder'
  | 'fundsWarning'
  | 'fundsUnwind';

const SHARE_FACTS = ['name', 'code', 'shares', 'amount', 'deadline'] as const;
const LINE_FACTS = ['orderNumber', 'value', 'line'] as const;

type Fact = (typeof SHARE_FACTS)[number] | (typeof LINE_FACTS)[number];

export interface MessageText {
  /** `account:notify.texts.<key>`. */
  key: MessageTextKey;
  /** The facts the template holds, as written in the message. */
  params: Partial<Record<Fact, string>>;
}

/** What each fact looks like: a name may hold brackets, so the facts around it are strict. */
const FACT_PATTERN: Readonly<Record<Fact, string>> = {
  name: '.+',
  code: '[0-9A-Za-z.]+',
  shares: '\\d+',
  amount: '-?[\\d.]+',
  deadline: '.+?',
  orderNumber: '[^（）]+',
  value: '-?[\\d.]+',
  line: '-?[\\d.]+',
};

const marker = (fact: string) => `\u0001${fact}\u0002`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template filled with markers → a pattern with one named group per fact. */
const patternOf = (template: (facts: never) => string, facts: readonly Fact[]): RegExp => {
  const filled = template(Object.fromEntries(facts.map((f) => [f, marker(f)])) as never);
  let source = escape(filled);
  for (const fact of facts)
    source = source.replace(escape(marker(fact)), `(?<${fact}>${FACT_PATTERN[fact]})`);
  return new RegExp(`^${source}$`, 's');
};

const PATTERNS: readonly [MessageTextKey, RegExp][] = [
  ['allottedDue', patternOf(NEW_SHARE_MESSAGE.allottedDue, SHARE_FACTS)],
  ['allottedPaid', patternOf(NEW_SHARE_MESSAGE.allottedPaid, SHARE_FACTS)],
  ['notAllottedRefunded', patternOf(NEW_SHARE_MESSAGE.notAllottedRefunded, SHARE_FACTS)],
  ['notAllotted', patternOf(NEW_SHARE_MESSAGE.notAllotted, SHARE_FACTS)],
  ['reminder', patternOf(NEW_SHARE_MESSAGE.reminder, SHARE_FACTS)],
  ['fundsWarning', patternOf(warningMessage, LINE_FACTS)],
  ['fundsUnwind', patternOf(unwindMessage, LINE_FACTS)],
];

/** The lifecycle message `content` is, with its facts; null for any other text. */
export const readMessageText = (content: string | null | undefined): MessageText | null => {
  const text = (content ?? '').trim();
  for (const [key, pattern] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, params: { ...match.groups } };
  }
  return null;
};

/** `typeName`s with a label of their own (`account:notify.types.<key>`); others as written. */
const TYPE_KEYS = {
  新股中签: 'allotment',
  新股缴款提醒: 'payReminder',
  配资预警: 'fundsWarning',
  配资平仓: 'fundsUnwind',
  资金变动: 'money',
  交易提醒: 'trade',
  强平预警: 'marginCall',
  系统通知: 'system',
} as const;

export type MessageTypeKey = (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS];

export const messageTypeKey = (typeName: string | null | undefined): MessageTypeKey | null =>
  Object.hasOwn(TYPE_KEYS, typeName ?? '') ? TYPE_KEYS[typeName as keyof typeof TYPE_KEYS] : null;
