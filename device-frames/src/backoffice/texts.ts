// Every text of the back office's money review, in one place, in English and 简体中文 (issue 23).
// The new-share desk's are in new-share-texts.ts, the funding desk's in funds-desk-texts.ts.
import { defineTexts } from '../i18n/harness-language';

export type ReviewKind = 'deposit' | 'withdrawal';
export type ReviewAction = 'approve' | 'paid' | 'reject';

export const BACK_OFFICE_TEXTS = defineTexts({
  en: {
    title: 'Back office',
    region: 'back office',
    deposits: 'Pending deposits',
    withdrawals: 'Pending withdrawals',
    depositList: 'pending deposits',
    withdrawalList: 'pending withdrawals',
    results: 'review results',
    loading: 'loading…',
    noDeposits: 'No deposit is waiting for review.',
    noWithdrawals: 'No withdrawal is waiting for review.',
    polling: (seconds: number) => `refreshes every ${seconds} s`,
    updatedAt: (time: string) => `updated ${time}`,
    refresh: 'refresh',
    loadFailed: (what: string, why: string) => `Could not load the ${what}: ${why}`,
    stale: 'The list below may be out of date.',
    fee: 'fee',
    channel: 'channel',
    payer: 'payer',
    time: 'time',
    proofLabel: 'proof',
    noFee: 'no fee',
    proof: 'proof image',
    noProof: 'no proof uploaded',
    approve: 'approve',
    markPaid: 'mark paid',
    reject: 'reject',
    reason: 'reason',
    reasonHint: 'The user sees this reason.',
    reasonRequired: 'Enter a reason: the user sees it with the rejection.',
    next: 'reject…',
    cancel: 'cancel',
    confirmLabel: 'confirm rejection',
    confirmReject: 'yes, reject',
    back: 'back',
    confirmQuestion: (what: string, amount: string, phone: string) =>
      `Reject the ${what} of ${amount} for ${phone}? This cannot be undone.`,
    deposit: 'deposit',
    withdrawal: 'withdrawal',
    working: 'working…',
    user: (id: number) => `user ${id}`,
    channels: { '0': 'Alipay', '1': 'bank transfer' } as Record<string, string>,
    done: {
      deposit: { approve: 'approved (credited)', paid: 'marked paid', reject: 'rejected' },
      withdrawal: { approve: 'approved', paid: 'marked paid', reject: 'rejected (money returned)' },
    } as Record<ReviewKind, Record<ReviewAction, string>>,
    outcomeDone: (order: string, amount: string, who: string, done: string) =>
      `${order} of ${amount} for ${who}: ${done}`,
    outcomeAlready: (order: string, why: string) => `${order}: already reviewed (${why})`,
    outcomeGone: (order: string) => `${order}: no longer exists`,
    outcomeFailed: (order: string, why: string) => `${order}: failed (${why})`,
  },
  'zh-CN': {
    title: '后台审核',
    region: '后台审核',
    deposits: '待审核充值',
    withdrawals: '待审核提现',
    depositList: '待审核充值',
    withdrawalList: '待审核提现',
    results: '审核结果',
    loading: '加载中…',
    noDeposits: '没有待审核的充值。',
    noWithdrawals: '没有待审核的提现。',
    polling: (seconds: number) => `每 ${seconds} 秒刷新`,
    updatedAt: (time: string) => `更新于 ${time}`,
    refresh: '刷新',
    loadFailed: (what: string, why: string) => `无法加载${what}：${why}`,
    stale: '下方列表可能不是最新的。',
    fee: '手续费',
    channel: '渠道',
    payer: '付款人',
    time: '时间',
    proofLabel: '凭证',
    noFee: '无手续费',
    proof: '凭证图片',
    noProof: '未上传凭证',
    approve: '通过',
    markPaid: '标记已打款',
    reject: '驳回',
    reason: '原因',
    reasonHint: '用户会看到这个原因。',
    reasonRequired: '请填写原因：用户会在驳回通知中看到它。',
    next: '驳回…',
    cancel: '取消',
    confirmLabel: '确认驳回',
    confirmReject: '确认驳回',
    back: '返回',
    confirmQuestion: (what: string, amount: string, phone: string) =>
      `确定驳回 ${phone} 金额为 ${amount} 的${what}吗？此操作无法撤销。`,
    deposit: '充值',
    withdrawal: '提现',
    working: '处理中…',
    user: (id: number) => `用户 ${id}`,
    channels: { '0': '支付宝', '1': '对公转账' },
    done: {
      deposit: { approve: '已通过（已入账）', paid: '已标记打款', reject: '已驳回' },
      withdrawal: { approve: '已通过', paid: '已标记打款', reject: '已驳回（资金已退回）' },
    },
    outcomeDone: (order: string, amount: string, who: string, done: string) =>
      `${order}（${amount}，${who}）：${done}`,
    outcomeAlready: (order: string, why: string) => `${order}：已审核过（${why}）`,
    outcomeGone: (order: string) => `${order}：已不存在`,
    outcomeFailed: (order: string, why: string) => `${order}：失败（${why}）`,
  },
});

export type BackOfficeTexts = (typeof BACK_OFFICE_TEXTS)['en'];

/** One line per review outcome, shown in the panel's result list. */
export const outcomeTextOf = (T: BackOfficeTexts) => {
  const order = (kind: ReviewKind, id: number) => `${T[kind]} #${id}`;
  return {
    done: (kind: ReviewKind, id: number, action: ReviewAction, who: string, amount: string) =>
      T.outcomeDone(order(kind, id), amount, who, T.done[kind][action]),
    already: (kind: ReviewKind, id: number, why: string) => T.outcomeAlready(order(kind, id), why),
    gone: (kind: ReviewKind, id: number) => T.outcomeGone(order(kind, id)),
    failed: (kind: ReviewKind, id: number, why: string) => T.outcomeFailed(order(kind, id), why),
  };
};
