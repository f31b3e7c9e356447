// What the block-trade and VIP grab tests' fake backends answer alike: the site's buy limits
// (getSetting.do) and the signed-in trader (getUserInfo.do) with the available balance a test
// sets.
export const DEAL_SETTING = {
  id: 1,
  buyMinAmt: 1000,
  buyMaxAmtPercent: 0.8,
  buyMinNum: 100,
  buyMaxNum: 10_000,
  vipQcMaxAmt: 100_000,
  transAmBegin: '9:30',
  transAmEnd: '11:30',
  transPmBegin: '13:00',
  transPmEnd: '15:00',
};

/** getUserInfo.do's trader with `available` as both the available and the total balance. */
export const dealUser = (available: number) => ({
  id: 1,
  phone: '13800000001',
  accountType: 0,
  isLock: 0,
  isActive: 2,
  enableAmt: available,
  userAmt: available,
});
