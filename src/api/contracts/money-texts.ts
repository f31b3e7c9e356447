// The reference backend's texts for withdrawals (api-contract §13.8, §13.9): the mock answers
// them, the app recognises them to show the trader's language. Chinese as the reference writes
// them; texts with a number are functions. The review states are `WithdrawStatus` (codes.ts).

/** `/user/withdraw/outMoney.do` replies, in the order the reference checks (§13.8). */
export const WITHDRAW_TEXT = {
  wrongFundsPassword: '资金密码错误',
  paramsBlank: '参数不能为空',
  userLocked: '用户被锁定',
  notVerified: '未实名认证',
  noBankCard: '未添加银行卡',
  demoUser: '模拟用户不能出金',
  holiday: '周末或节假日不能出金！',
  lowBalance: '提现失败，用户可用资金不足',
  failed: '出金异常，请稍后再试',
  /** The service's second password comparison; it cannot differ from the controller's. */
  servicePasswordWrong: '提现密码不正确！！',
  done: '提现成功',
} as const;

/** Below `withMinAmt`. */
export const withdrawMinText = (withMinAmt: number | string): string =>
  `出金金额不得低于${withMinAmt}元`;

/** Outside [`withTimeBegin`, `withTimeEnd`) o'clock, Beijing time. */
export const withdrawHoursText = (begin: number | string, end: number | string): string =>
  `出金失败，出金时间在${begin}点 - ${end}点 之间`;

/** `/user/withdraw/cancel.do` replies (§13.9) and the note a cancelled request carries. */
export const WITHDRAW_CANCEL_TEXT = {
  done: '取消成功',
  idMissing: 'id不能为空',
  missing: '订单不存在',
  notCancellable: '当前订单不能取消',
  failed: '取消失败',
  /** `withMsg` of a request the user cancelled. */
  cancelledNote: '用户取消出金',
} as const;
