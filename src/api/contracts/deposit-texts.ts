// The texts of `/user/recharge/inMoney.do` (api-contract §13.7): the mock answers them, the app
// recognises them to show the trader's language. The reference's come first, in the order it
// checks; then ours (issue 19: the channel chosen, its limits, the payer and the proof), checked
// after every reference check. Texts with a number are functions.

/** The reference's replies (§13.7). */
export const DEPOSIT_TEXT = {
  done: '创建支付订单成功！',
  paramsBlank: '参数不能为空',
  settingMissing: '设置set未初始化',
  notVerified: '未实名认证不能发起充值',
  /** Fires when the user already has more than `DEPOSIT_PENDING_LIMIT` orders under review. */
  tooManyPending: '一小时内只能发起10次入金',
  infoMissing: '设置信息info不存在',
  /** The insert failed; in the mock: a text longer than its column. */
  insertFailed: '创建支付订单失败',
} as const;

/** Below `SiteSetting.chargeMinAmt` (reference). */
export const depositMinText = (chargeMinAmt: number | string): string =>
  `充值金额不得低于${chargeMinAmt}元`;

/** Ours: checked after the reference's, in this order. */
export const DEPOSIT_OWN_TEXT = {
  /** A number, but not plain yuan with at most 2 decimals (exponent, sign, 3 decimals…). */
  badAmount: '充值金额格式不正确',
  noChannel: '请选择充值通道',
  /** Unknown id, hidden, locked, or filled up (`totalPrice` ≥ `channelMaxLimit`). */
  channelClosed: '充值通道不存在或已停用',
  /** Bank and QR channels: the name the money is sent from. */
  payerBlank: '请输入转账用户名',
  /** Digital-asset channel: the transaction hash goes in `payUsername`. */
  txHashBlank: '请输入交易哈希',
  txHashInvalid: '交易哈希格式不正确',
  /** Bank and QR channels: `payUrl` must be an image this user uploaded (`/user/upload.do`). */
  proofMissing: '请上传转账凭证',
  proofInvalid: '转账凭证无效，请重新上传',
} as const;

/** Outside the channel's [`channelMinLimit`, `channelMaxLimit`] (the reference app's own text). */
export const depositChannelLimitText = (max: number | string, min: number | string): string =>
  `一次最高充值${max},最低充值${min}`;

/** The reference refuses a new order when more than this many are under review. */
export const DEPOSIT_PENDING_LIMIT = 10;

/** Longest text the mock stores in `payUsername` (longer: `DEPOSIT_TEXT.insertFailed`). */
export const DEPOSIT_PAYER_MAX_LENGTH = 100;
