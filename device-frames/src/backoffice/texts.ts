// Every text of the back-office panel, in one place: the harness is English for now and issue 23
// asks for Chinese later, which then means one more object of this shape, not a hunt through JSX.
export const BACK_OFFICE_TEXTS = {
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
  confirmReject: 'yes, reject',
  back: 'back',
  confirmQuestion: (what: string, amount: string, phone: string) =>
    `Reject the ${what} of ${amount} for ${phone}? This cannot be undone.`,
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  working: 'working…',
} as const;

export type ReviewKind = 'deposit' | 'withdrawal';
export type ReviewAction = 'approve' | 'paid' | 'reject';

const DONE: Record<ReviewKind, Record<ReviewAction, string>> = {
  deposit: { approve: 'approved (credited)', paid: 'marked paid', reject: 'rejected' },
  withdrawal: {
    approve: 'approved',
    paid: 'marked paid',
    reject: 'rejected (money returned)',
  },
};

/** One line per review outcome, shown in the panel's result list. */
export const outcomeText = {
  done: (kind: ReviewKind, id: number, action: ReviewAction, who: string, amount: string) =>
    `${BACK_OFFICE_TEXTS[kind]} #${id} of ${amount} for ${who}: ${DONE[kind][action]}`,
  already: (kind: ReviewKind, id: number, why: string) =>
    `${BACK_OFFICE_TEXTS[kind]} #${id}: already reviewed (${why})`,
  gone: (kind: ReviewKind, id: number) => `${BACK_OFFICE_TEXTS[kind]} #${id}: no longer exists`,
  failed: (kind: ReviewKind, id: number, why: string) =>
    `${BACK_OFFICE_TEXTS[kind]} #${id}: failed (${why})`,
};
