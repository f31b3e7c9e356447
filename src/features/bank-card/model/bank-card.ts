// Bank card rules of the form (product-spec §5, screens §1.10): bank name and branch in Chinese
// characters, the number by the shared 15–19 digit rule; and how a number is shown (masked
// everywhere except in the field while it is being typed).
import { normalizeBankCard, trimAsciiBlanks } from '@/api/contracts/validation';

export type BankTextError =
  | 'bankCard:errors.bankNameRequired'
  | 'bankCard:errors.bankNameInvalid'
  | 'bankCard:errors.bankAddressRequired'
  | 'bankCard:errors.bankAddressInvalid';

/** CJK ideographs only (the reference's Chinese-name rule), with room for long branch names. */
const CHINESE = /^\p{Unified_Ideograph}{2,40}$/u;

const chineseText =
  (required: BankTextError, invalid: BankTextError) =>
  (input: string): { ok: true; value: string } | { ok: false; error: BankTextError } => {
    const value = trimAsciiBlanks(input);
    if (value === '') return { ok: false, error: required };
    return CHINESE.test(value) ? { ok: true, value } : { ok: false, error: invalid };
  };

export const validateBankName = chineseText(
  'bankCard:errors.bankNameRequired',
  'bankCard:errors.bankNameInvalid',
);
export const validateBankAddress = chineseText(
  'bankCard:errors.bankAddressRequired',
  'bankCard:errors.bankAddressInvalid',
);

/** 6214830012345678 → "6214 **** **** 5678": first and last four digits only. */
export const maskCardNo = (input: string | null | undefined): string => {
  const digits = normalizeBankCard(input ?? '');
  if (digits.length <= 8) return digits.replace(/./g, '*');
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
};

/** What the field shows while typing: digits only, in groups of four. */
export const groupCardNo = (input: string): string =>
  input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
