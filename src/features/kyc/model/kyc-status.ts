// Real-name verification state from `isActive` (api-contract §15.1, screens §10.3) and how the
// verified identity is shown once it can no longer be edited.
export type KycStatus = 'none' | 'review' | 'verified' | 'rejected';

export const kycStatusOf = (isActive: number | null | undefined): KycStatus => {
  switch (isActive) {
    case 1:
      return 'review';
    case 2:
      return 'verified';
    case 3:
      return 'rejected';
    default:
      return 'none';
  }
};

/** New or rejected accounts may (re)submit (api-contract §16 "KYC gate"). */
export const isKycEditable = (status: KycStatus): boolean =>
  status === 'none' || status === 'rejected';

/** 李小明 → 李**; names are shown, never echoed whole, once submitted. */
export const maskName = (name: string | null | undefined): string => {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
};

/** 11010119900307123X → 1101**********123X (first and last four kept). */
export const maskIdCard = (id: string | null | undefined): string => {
  const value = (id ?? '').trim();
  if (value.length <= 8) return value.replace(/./g, '*');
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
};
