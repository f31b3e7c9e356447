// The fixture world's named users (fixtures/README.md, "Named users"), so a frame can log in by
// name. The harness may not import fixtures/ (lint), hence this short list of phones and
// passwords; any other account can be typed in.
export interface Account {
  phone: string;
  password: string;
  label: string;
}

export const NAMED_ACCOUNTS: readonly Account[] = [
  { phone: '13800000001', password: 'trade123', label: 'verified' },
  { phone: '13800000002', password: 'fresh123', label: 'fresh (not verified)' },
  { phone: '13800000003', password: 'locked123', label: 'login locked' },
  { phone: '13800000004', password: 'review123', label: 'KYC in review' },
  { phone: '13800000005', password: 'reject123', label: 'KYC rejected' },
  { phone: '13800000006', password: 'nocard123', label: 'verified, no card' },
  { phone: '13800000007', password: 'trader123', label: 'trader (positions)' },
  { phone: '13800000008', password: 'ipo12345', label: 'IPO applications' },
  { phone: '13800000009', password: 'funds123', label: 'funding accounts' },
  { phone: '13800000010', password: 'withdraw123', label: 'pending withdrawal' },
];

export const accountByPhone = (phone: string): Account | undefined =>
  NAMED_ACCOUNTS.find((a) => a.phone === phone);
