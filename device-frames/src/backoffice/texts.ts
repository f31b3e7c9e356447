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

/** The new-share desk (issue 20): calendar, pending applications, draw, listing. */
export const NEW_SHARE_TEXTS = {
  title: 'New shares',
  region: 'new shares',
  calendar: 'calendar',
  calendarList: 'new-share calendar',
  pending: 'Applications awaiting the draw',
  pendingList: 'applications awaiting the draw',
  noShares: 'No new share on the calendar.',
  noPending: 'No application is waiting for the draw.',
  rate: 'allotment rate',
  rateHint: 'Share of applications the seeded draw allots (0–1).',
  rateInvalid: 'Enter a rate between 0 and 1, e.g. 0.5.',
  setRate: 'set',
  drawAll: 'Run the draw now',
  drawShare: 'draw now',
  allot: 'Allot',
  notAllot: 'Not allot',
  list: 'Move to listing',
  lapse: 'Lapse unpaid',
  applications: (n: number) => `${n} application${n === 1 ? '' : 's'}`,
  subscribe: 'subscribe',
  publish: 'publish',
  deadline: 'pay by',
  listing: 'lists',
  type: (type: number | null) =>
    type === 2 ? 'placement' : type === 3 ? 'grab' : type === 1 ? 'IPO' : `type ${type ?? '—'}`,
  phase: {
    upcoming: 'upcoming',
    subscribing: 'subscribing today',
    'awaiting-draw': 'awaiting the draw',
    payment: 'payment window',
    'awaiting-listing': 'awaiting listing',
    listed: 'listed',
  } as Record<string, string>,
  wouldAllot: (yes: boolean) => (yes ? 'the draw would allot' : 'the draw would not allot'),
  results: 'new-share results',
  loading: 'loading…',
  loadFailed: (why: string) => `Could not load the new shares: ${why}`,
  done: (what: string) => `${what}: done`,
  already: (what: string, why: string) => `${what}: already decided (${why})`,
  gone: (what: string) => `${what}: no longer exists`,
  failed: (what: string, why: string) => `${what}: failed (${why})`,
} as const;
