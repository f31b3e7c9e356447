// `UserCashDetail.deType` labels (api-contract §13.4): the texts the funds ledger (`cash/list.do`)
// carries, written by the mock and read by the app's fund-flow page to pick a localized label.
// The reference writes the trading and funding ones; the money ones are ours, so that every yuan a
// deposit, withdrawal or transfer moves also shows in the ledger the user reads.
export const CASH_DETAIL_TYPE = {
  // The reference's (§13.4).
  stockBought: '买入股票',
  closeProfit: '总盈亏',
  marginAdded: '追加保证金',
  fundingFrozen: '配资冻结',
  fundingApproved: '配资审核通过',
  fundingRejected: '配资审核未通过',
  // Ours (issue 19): money in and out of the account.
  depositCredited: '充值到账',
  withdrawRequested: '申请提现',
  withdrawReturned: '提现退回',
  transfer: '资金互转',
} as const;

export type CashDetailTypeKey = keyof typeof CASH_DETAIL_TYPE;
export type CashDetailType = (typeof CASH_DETAIL_TYPE)[CashDetailTypeKey];

/** The key of a `deType` text, or undefined for one this list does not know. */
export const cashDetailTypeKey = (
  deType: string | null | undefined,
): CashDetailTypeKey | undefined =>
  (Object.keys(CASH_DETAIL_TYPE) as CashDetailTypeKey[]).find(
    (k) => CASH_DETAIL_TYPE[k] === deType,
  );
