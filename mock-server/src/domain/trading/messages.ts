// The reference backend's texts for orders, closes, pending orders, contracts and transfers
// (api-contract §11.3–§11.13), and the mapping from the shared rule ids (trading-rules.ts) to
// them. Texts marked "ours" answer cases the contract has no text for; they reuse the
// reference's wording where a neighbour has one.
import {
  aboveHeldText,
  CLOSE_TEXT,
  fundsTooSoonText,
  lockedPositionText,
} from '../../../../src/api/contracts/close-texts';
import { TRANSFER_TEXT } from '../../../../src/api/contracts/transfer-texts';
import type { BuyRuleFailure, CloseRuleFailure } from '../../../../src/api/contracts/trading-rules';

export const ORDER_MESSAGES = {
  placed: '下单成功',
  closed: '平仓成功！',
} as const;

const BOARD_NAME = { main: '股票', chinext: '创业股', star: '科创股' } as const;

/** §11.3 checks 1–24, with their numbers. */
export const buyFailureMessage = (f: BuyRuleFailure): string => {
  switch (f.rule) {
    case 'stock-unknown':
      return '下单失败，股票代码错误';
    case 'kyc-missing':
      return '下单失败，请先实名认证';
    case 'account-locked':
      return '下单失败，账户已被锁定';
    case 'settings-missing':
      return '下单失败，系统设置错误';
    case 'outside-hours':
      return f.market === 'us'
        ? '下单失败，不在美股交易时段内'
        : f.market === 'hk'
          ? '下单失败，不在港股股交易时段内'
          : '下单失败，不在交易时段内';
    case 'holiday':
      return '周末或节假日不能交易！';
    case 'stock-locked':
      return '下单失败，当前股票不能交易';
    case 'too-frequent-positions':
      return `频繁交易,${f.minutes}分钟内同一股票持仓不得超过${f.count}条`;
    case 'too-frequent-lots':
      return `频繁交易,${f.minutes}分钟内不能超过${f.lots}手`;
    case 'below-min-shares':
      return `下单失败，购买数量小于${f.shares}股`;
    case 'above-max-shares':
      return `下单失败，购买数量大于${f.shares}股`;
    case 'quote-zero':
      return '报价0，请稍后再试';
    case 'st-or-delisting':
      return 'ST和已退市的股票不能入仓';
    case 'limit-up-long':
      return '当前股票已涨停不能买涨';
    case 'rise-too-high':
      return `下单失败，${BOARD_NAME[f.board]}当前涨幅:${f.change},大于最大涨幅:${f.max}`;
    case 'fall-too-deep':
      return `下单失败，${BOARD_NAME[f.board]}当前跌幅:${f.change},大于最大跌幅:${f.max}`;
    case 'rose-over-days':
      return `${f.days}天内涨幅超过 ${f.rate}不能交易`;
    case 'below-min-amount':
      return `下单失败，购买金额小于${f.amount}元`;
    case 'above-max-share':
      return `下单失败，不能超过可用资金的${f.percent}%`;
    case 'insufficient-funds':
      return `下单失败，融资可用金额小于${f.available}元`;
    case 'index-account-negative':
      return '失败，指数总资金小于0';
  }
};

// The close refusals live in the contract (the app shows them in the trader's language).
export const CLOSE_MESSAGES = CLOSE_TEXT;
export {
  aboveHeldText,
  fundsTooSoonText as fundsTooSoon,
  lockedPositionText as lockedPositionMessage,
};

/** §11.4 routing and checks; HK hours keep the reference's buy-side text. */
export const closeFailureMessage = (f: CloseRuleFailure, isHk: boolean): string => {
  switch (f.rule) {
    case 'above-held':
      return aboveHeldText(f.shares);
    case 'below-min-partial':
      return CLOSE_MESSAGES.minPartial;
    case 'outside-hours':
      return isHk ? CLOSE_MESSAGES.outsideHoursHk : CLOSE_MESSAGES.outsideHours;
    case 'holiday':
      return CLOSE_MESSAGES.holiday;
    case 'too-soon':
      return CLOSE_MESSAGES.tooSoon;
    case 'not-enough-sellable':
      return CLOSE_MESSAGES.notSellable;
    case 'quote-zero':
      return CLOSE_MESSAGES.quoteZero;
    case 'limit-down-long':
      return CLOSE_MESSAGES.limitDown;
  }
};

export const PENDING_MESSAGES = {
  added: '添加挂单成功，满足下单条件将自动下单',
  duplicate: '请勿重复挂单',
  notLoggedIn: '請先登錄',
  insertFailed: '添加失败',
  /** delOrder's success, answered with status 1 (§17.3 #17). */
  deleted: '删除成功',
  missing: '该挂单不存在',
  notYours: '该挂单不属于您',
  deleteFailed: '删除失败',
  deleteNotLoggedIn: '请登录',
} as const;

export const pendingBelowMin = (shares: number): string => `挂单失败，购买数量小于${shares}股`;
export const pendingAboveMax = (shares: number): string => `挂单失败，购买数量大于${shares}股`;

export const POSITION_MESSAGES = {
  targetUpdated: '修改成功',
  targetFailed: '修改失败',
  positionMissing: '持仓记录不存在',
  marginNotAllowed: '不允许追加，请联系管理员',
  marginAdded: '追加成功！',
  /** Ours (addmargin has no text for these): the transfer endpoint's wording. */
  marginBadAmount: '金额不正确',
  marginInsufficient: '融资账户可用资金不足',
} as const;

export const INDEX_MESSAGES = {
  paramsBlank: '参数不能为空',
  unknown: '指数不存在',
  settingsMissing: '下单失败，系统设置错误',
  outsideHours: '下单失败，不在交易时段内',
  notTradable: '该指数不能交易',
  insufficient: '指数账户资金不足',
  aboveMaxShare: '不能超过最大购买比例',
  /** Ours: the contract says these balances must not be negative but gives no text. */
  financingNegative: '失败，融资总资金小于0',
  futuresNegative: '失败，期货总资金小于0',
} as const;

export const indexRiseRefused = (change: string): string => `当前指数涨幅:${change},不能买涨`;
export const indexFallRefused = (change: string): string => `当前指数跌幅:${change},不能买跌`;

export const FUTURES_MESSAGES = {
  unknown: '产品不存在',
  notTradable: '该产品不能交易',
  outsideHours: '下单失败，不在交易时段内',
  insufficient: '账户资金不足',
  aboveMaxShare: '不能超过最大购买比例',
} as const;

export const futuresBelowMin = (lots: number): string => `最低不能低于${lots}手`;
export const futuresAboveMax = (lots: number): string => `最多不能高于${lots}手`;
export const futuresTooFrequentPositions = (minutes: number, count: number): string =>
  `频繁交易,${minutes}分钟内同一产品持仓不得超过${count}条`;
export const futuresTooFrequentLots = (minutes: number, lots: number): string =>
  `频繁交易,${minutes}分钟内不能超过${lots}手`;

/** transAmt.do's texts: in the contract, so the app can show them in the trader's language. */
export const TRANSFER_MESSAGES = TRANSFER_TEXT;

/** findSpreadRateOne's reply text (§6.5). */
export const SPREAD_FETCHED = '获取成功';

export const FUNDS_MESSAGES = {
  /**
   * Ours: the reference books into any sub-account number it is sent (§17.3 #7); the mock
   * refuses one that is not the caller's application in trading (status 1).
   */
  subaccountMissing: '下单失败，子账户不存在',
} as const;
