// The amount checks carry decimal.js (~12.5 KiB gzip): a money form renders without them and
// fetches them right after it shows (the amount field's mount), well before the first submit.
export const loadDepositChecks = () => import('./deposit-form');

/** The transfer maths (available, transferable whole yuan, the amount check). */
export const loadTransferMaths = () => import('./transfer');

/** The withdrawal amount check, 'all', the fee preview and rate (withdraw-amount.ts). */
export const loadWithdrawMaths = () => import('./withdraw-amount');

/** How a server's refusal of a withdrawal is worded (withdraw-reply.ts): needed only after a reply. */
export const loadWithdrawReply = () => import('./withdraw-reply');

/** The /wallet account sums. */
export const loadWalletView = () => import('./wallet-view');
