// The new-share replies (api-contract §12.1–§12.7), written by the mock and read back by the app,
// which shows each one in the trader's language (`readNewShareText` → a key it maps to its 5
// locales). Chinese as the reference writes them; "ours" marks the mock's own refusals (see
// README "Backend defects the mock does not copy"). Block-trade and VIP texts: block-vip-texts.ts.
import { keyOfText } from './text-key';

/** The market minimum of a grab (§12.7), in shares. */
export const GRAB_MIN_SHARES = { shanghai: 1000, shenzhen: 500 } as const;

export const NEW_SHARE_TEXT = {
  // ── add.do (§12.2) and buyNewStockQc.do (§12.7) alike ──
  /** zh: 请先实名认证 — en: order failed, verify your identity first (KYC switch on). */
  kycMissing: '下单失败，请先实名认证',
  /** en: no trading on weekends or holidays (the holiday switch). */
  holiday: '周末或节假日不能交易！',
  /** en: order failed, the account is locked (KYC switch on). */
  accountLocked: '下单失败，账户已被锁定',
  /** en: no new share with this code. */
  codeUnknown: '新股代码不存在',
  /** en: available funds too low for this subscription. */
  lowBalance: '用户可用余额不足，申购条件不满足',
  /** en: subscription failed for an unknown reason (the balance could not be moved). */
  unknownFailure: '未知原因，申购失败',

  // ── add.do (§12.2) ──
  /** en: not logged in (behind the interceptor, which answers first). */
  notLoggedIn: '未登录',
  /** en: order failed, system settings error (no settings row). */
  settingsMissing: '下单失败，系统设置错误',
  /** en: subscription failed, outside trading hours (A-share windows, weekends closed). */
  outsideHours: '申购失败，不在交易时段内',
  /** en: subscribed (success). */
  applied: '申购成功',
  /** en: subscription failed (the row could not be written). */
  applyFailed: '申购失败',
  /** Ours. en: subscription failed, unknown subscription type (only 1 IPO and 2 placement). */
  badType: '申购失败，申购类型错误',
  /** Ours. en: subscription failed, this share's subscription day has passed. */
  applyClosed: '申购失败，该新股申购已结束',

  // ── getOneSubscribeByUserId.do, getzqjl.do, submitSubscribe.do (§12.3–§12.5) ──
  /** en: user not logged in (behind the interceptor, which answers first). */
  userMissing: '用户未登录',
  /** en: please log in first (no token header; the interceptor answers first in practice). */
  loginFirst: '请先登录',

  // ── submitSubscribe.do (§12.5) ──
  /** en: done (paid). */
  paid: '操作成功',
  /** en: parameter error (no id). */
  badParams: '参数错误',
  /** en: subscription order not found (also someone else's). */
  orderMissing: '新股申购订单不存在！',
  /** en: offline placements need no payment (paid when applying). */
  placementNoPay: '线下配售无需支付',
  /** en: not within the payment window (deadline passed or not set). */
  notInPayWindow: '不在认缴时间',
  /** en: not allotted, nothing to pay (status is not 3). */
  notAllotted: '未中签无需缴费',
  /** en: insufficient balance. */
  payLowBalance: '余额不足',
  /** en: the debit failed. */
  debitFailed: '扣款失败',
  /** en: operation failed. */
  payFailed: '操作失败',

  // ── buyNewStockQc.do (§12.7) ──
  /** en: code empty or quantity invalid. */
  grabBadInput: '股票代码不能为空或者购买数量异常',
  /** en: Shanghai new shares: at least 1000 shares. */
  shanghaiMin: `沪市新股申购数量最小为${GRAB_MIN_SHARES.shanghai}股`,
  /** en: Shenzhen new shares: at least 500 shares. */
  shenzhenMin: `深市新股申购数量最小为${GRAB_MIN_SHARES.shenzhen}股`,
  /** en: grab placed (success). */
  grabbed: '申购抢筹成功',
  /** en: grab failed (the row could not be written). */
  grabFailed: '申购抢筹失败',
  /** Ours. en: grab failed, this share does not list today. */
  notListingToday: '申购抢筹失败，该新股今日不上市',
} as const;

export type NewShareTextKey = keyof typeof NEW_SHARE_TEXT;

const QUANTITY = /^购买数量异常或大于发行数量(\d+)$/;

/**
 * add.do: `applyNums` missing (ours: not a whole number ≥ 1) or above the issue size — `max` is
 * `orderNumber` × 10000 shares. en: quantity invalid or above the issue size of {max} shares.
 */
export const applyQuantityText = (max: number | string): string =>
  `购买数量异常或大于发行数量${max}`;

export type NewShareReply =
  { key: NewShareTextKey } | { key: 'applyQuantity'; params: { max: string } };

/** Which new-share reply a server message is, or undefined for any other text. */
export const readNewShareText = (message: string): NewShareReply | undefined => {
  const text = message.trim();
  const quantity = QUANTITY.exec(text);
  if (quantity) return { key: 'applyQuantity', params: { max: quantity[1] ?? '' } };
  const key = keyOfText(NEW_SHARE_TEXT, text);
  return key ? { key } : undefined;
};

// ── The lifecycle (ADR 0027): what the mock writes on applications and in-site messages when it
// draws, reminds, lapses. Ours: the reference's admin does these by hand and sends nothing.

/** `UserStockSubscribe.remarks` of a lapsed allotment (status 3 past its deadline, unpaid). */
export const LAPSED_REMARK = '逾期未缴款，视为放弃';
/** `remarks` of an application that was not allotted (status 2). */
export const NOT_ALLOTTED_REMARK = '未中签';

/** `SiteMessage.typeName` of the lifecycle's messages. en: new-share allotment / payment reminder. */
export const NEW_SHARE_MESSAGE_TYPE = { allotment: '新股中签', reminder: '新股缴款提醒' } as const;

export interface ShareMessageFacts {
  name: string;
  code: string;
  /** Shares allotted. */
  shares: number;
  /** Yuan, 2 decimals. */
  amount: string;
  /** Beijing "yyyy-MM-dd HH:mm". */
  deadline: string;
}

export const NEW_SHARE_MESSAGE = {
  /** en: allotted {shares} of {name} ({code}): pay {amount} yuan by {deadline} (Beijing time). */
  allottedDue: (f: ShareMessageFacts) =>
    `您申购的新股${f.name}（${f.code}）已中签${f.shares}股，应缴金额${f.amount}元，请于${f.deadline}（北京时间）前完成认缴，逾期视为放弃。`,
  /** en: allotted {shares} of {name} ({code}); the {amount} yuan paid stays frozen until listing. */
  allottedPaid: (f: Omit<ShareMessageFacts, 'deadline'>) =>
    `您申购的新股${f.name}（${f.code}）已中签${f.shares}股，已付款${f.amount}元冻结至上市后转入持仓。`,
  /** en: {name} ({code}) was not allotted. */
  notAllotted: (f: Pick<ShareMessageFacts, 'name' | 'code'>) =>
    `很遗憾，您申购的新股${f.name}（${f.code}）未中签。`,
  /** en: {name} ({code}) not allotted; the {amount} yuan frozen went back to available funds. */
  notAllottedRefunded: (f: Pick<ShareMessageFacts, 'name' | 'code' | 'amount'>) =>
    `很遗憾，您申购的新股${f.name}（${f.code}）未中签，冻结的${f.amount}元已退回可用余额。`,
  /** en: {name} ({code}): the payment deadline is today {deadline}; pay {amount} yuan today. */
  reminder: (f: ShareMessageFacts) =>
    `新股${f.name}（${f.code}）认缴截止时间为今日${f.deadline}（北京时间），应缴金额${f.amount}元，请及时缴款，逾期视为放弃。`,
} as const;
