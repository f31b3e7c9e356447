// Client-side input rules (product-spec §5, §9). Every validator is pure and answers either the
// normalised value or one message key of the `validation` namespace; the zod versions report the
// same keys as issue messages so forms can use either.
import { z } from 'zod/mini';

import {
  IMAGE_UPLOAD_MAX_BYTES,
  LOTS_PER_ORDER,
  MAX_WITHDRAWAL_YUAN,
  MIN_DEPOSIT_YUAN,
  MIN_WITHDRAWAL_YUAN,
} from './constants';

export const VALIDATION_MESSAGE_KEYS = [
  'validation:phone.required',
  'validation:phone.invalid',
  'validation:password.required',
  'validation:password.invalid',
  'validation:passwordConfirm.required',
  'validation:passwordConfirm.mismatch',
  'validation:email.required',
  'validation:email.invalid',
  'validation:realName.required',
  'validation:realName.invalid',
  'validation:idCard.required',
  'validation:idCard.invalid',
  'validation:bankCard.required',
  'validation:bankCard.invalid',
  'validation:quantity.required',
  'validation:quantity.invalid',
  'validation:quantity.tooSmall',
  'validation:quantity.tooLarge',
  'validation:amount.required',
  'validation:amount.invalid',
  'validation:amount.tooManyDecimals',
  'validation:amount.notPositive',
  'validation:deposit.belowMin',
  'validation:withdrawal.belowMin',
  'validation:withdrawal.aboveMax',
  'validation:image.required',
  'validation:image.empty',
  'validation:image.tooLarge',
  'validation:image.type',
] as const;
export type MessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** i18next interpolation values of a failure, e.g. `{ min: 100 }` for `{{min}}`. */
export type MessageParams = Readonly<Record<string, number | string>>;

export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: MessageKey; readonly params?: MessageParams };

const ok = <T>(value: T): ValidationResult<T> => ({ ok: true, value });
const fail = <T>(error: MessageKey, params?: MessageParams): ValidationResult<T> =>
  params ? { ok: false, error, params } : { ok: false, error };

// ---------------------------------------------------------------------------------------------
// Normalisers. Only ASCII blanks around the input are dropped: NBSP, ideographic spaces and other
// look-alikes are kept so the rule rejects them instead of silently accepting a pasted oddity.

/** Removes ASCII spaces, tabs and line breaks at both ends. */
export const trimAsciiBlanks = (input: string): string =>
  input.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');

/** Passwords drop every whitespace character, anywhere (product-spec §5). */
export const normalizePassword = (input: string): string => input.replace(/\s+/gu, '');

/** Bank card numbers are often typed in groups of four: ASCII spaces anywhere are removed. */
export const normalizeBankCard = (input: string): string => input.replace(/[ \t\r\n]+/g, '');

/** ID numbers end in an upper-case X by convention; a typed lower-case x is accepted. */
export const normalizeIdCard = (input: string): string => trimAsciiBlanks(input).replace(/x$/, 'X');

/**
 * Middle-dot look-alikes that Chinese IMEs produce (katakana `・`, `‧`, `•`, half-width `･`)
 * become the standard `·` (U+00B7) used between parts of minority names.
 */
export const normalizeRealName = (input: string): string =>
  trimAsciiBlanks(input).replace(/[\u30FB\u2027\u2022\uFF65]/g, '\u00B7');

// ---------------------------------------------------------------------------------------------
// Account fields

const PHONE = /^[0-9]{11}$/;

/** Mainland mobile number: exactly 11 ASCII digits. */
export const validatePhone = (input: string): ValidationResult<string> => {
  const value = trimAsciiBlanks(input);
  if (value === '') return fail('validation:phone.required');
  return PHONE.test(value) ? ok(value) : fail('validation:phone.invalid');
};

export const PASSWORD_LENGTH = { min: 6, max: 12 } as const;
export const PASSWORD_SYMBOLS = '!@#$%^&*.';
const PASSWORD = /^[A-Za-z0-9!@#$%^&*.]+$/;

/** 6–12 characters from ASCII letters, digits and `!@#$%^&*.`, after removing whitespace. */
export const validatePassword = (input: string): ValidationResult<string> => {
  const value = normalizePassword(input);
  if (value === '') return fail('validation:password.required');
  const { min, max } = PASSWORD_LENGTH;
  if (value.length < min || value.length > max || !PASSWORD.test(value)) {
    return fail('validation:password.invalid', { min, max });
  }
  return ok(value);
};

/** The repeated password must equal the first one (both normalised the same way). */
export const validatePasswordConfirm = (
  password: string,
  confirm: string,
): ValidationResult<string> => {
  const value = normalizePassword(confirm);
  if (value === '') return fail('validation:passwordConfirm.required');
  return value === normalizePassword(password)
    ? ok(value)
    : fail('validation:passwordConfirm.mismatch');
};

// Dot-atom local part and LDH domain labels (RFC 5321 subset), ASCII only, TLD of letters.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const EMAIL_TLD = /^[A-Za-z]{2,63}$/;

export const validateEmail = (input: string): ValidationResult<string> => {
  const value = trimAsciiBlanks(input);
  if (value === '') return fail('validation:email.required');
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  const valid =
    at > 0 &&
    value.length <= 254 &&
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((l) => EMAIL_LABEL.test(l)) &&
    EMAIL_TLD.test(tld);
  return valid ? ok(value) : fail('validation:email.invalid');
};

export const REAL_NAME_LENGTH = { min: 2, max: 30 } as const;
/**
 * CJK unified ideographs only (all extensions). A `·` may join two ideograph runs, as in
 * transliterated minority names (e.g. 阿沛·阿旺晋美); never at an end and never doubled.
 */
const REAL_NAME = /^\p{Unified_Ideograph}+(?:\u00B7\p{Unified_Ideograph}+)*$/u;

export const validateRealName = (input: string): ValidationResult<string> => {
  const value = normalizeRealName(input);
  if (value === '') return fail('validation:realName.required');
  const length = [...value].length;
  const valid =
    REAL_NAME.test(value) && length >= REAL_NAME_LENGTH.min && length <= REAL_NAME_LENGTH.max;
  return valid ? ok(value) : fail('validation:realName.invalid');
};

/** First-generation (15 digits) or second-generation (17 digits + digit or X) ID number. */
const ID_CARD = /^(?:[0-9]{15}|[0-9]{17}[0-9X])$/;

export const validateIdCard = (input: string): ValidationResult<string> => {
  const value = normalizeIdCard(input);
  if (value === '') return fail('validation:idCard.required');
  return ID_CARD.test(value) ? ok(value) : fail('validation:idCard.invalid');
};

export const BANK_CARD_LENGTH = { min: 15, max: 19 } as const;
const BANK_CARD = /^[1-9][0-9]{14,18}$/;

export const validateBankCard = (input: string): ValidationResult<string> => {
  const value = normalizeBankCard(input);
  if (value === '') return fail('validation:bankCard.required');
  return BANK_CARD.test(value) ? ok(value) : fail('validation:bankCard.invalid', BANK_CARD_LENGTH);
};

// ---------------------------------------------------------------------------------------------
// Quantities (in lots)

export interface QuantityLimits {
  readonly min?: number;
  readonly max?: number;
}

/**
 * Whole lots typed as ASCII digits (or a safe integer). Signs, decimals, exponents, negative zero
 * and non-ASCII digits are rejected; leading zeros are tolerated ("05" → 5).
 */
export const validateQuantity = (
  input: string | number,
  limits: QuantityLimits = {},
): ValidationResult<number> => {
  const min = limits.min ?? 1;
  const max = limits.max ?? Number.MAX_SAFE_INTEGER;
  let value: number;
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return fail('validation:quantity.required');
    if (!Number.isSafeInteger(input) || Object.is(input, -0)) {
      return fail('validation:quantity.invalid');
    }
    value = input;
  } else {
    const text = trimAsciiBlanks(input);
    if (text === '') return fail('validation:quantity.required');
    if (!/^[0-9]+$/.test(text)) return fail('validation:quantity.invalid');
    // Digit runs beyond the safe integers are beyond any limit (and would round).
    const parsed = Number(text);
    value = Number.isSafeInteger(parsed) ? parsed : Infinity;
  }
  if (value < min) return fail('validation:quantity.tooSmall', { min });
  if (value > max) return fail('validation:quantity.tooLarge', { max });
  return ok(value);
};

/** A buy order: 1–100 lots (product-spec §9). */
export const validateBuyQuantity = (input: string | number): ValidationResult<number> =>
  validateQuantity(input, LOTS_PER_ORDER);

// ---------------------------------------------------------------------------------------------
// Money

const PLAIN_AMOUNT = /^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
const MAX_AMOUNT_INTEGER_DIGITS = 15;

/** Amount text → integer cents; the input must already be a valid amount. */
export const amountToCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/**
 * A positive yuan amount in plain decimal notation with at most 2 decimals: "100", "0.5",
 * "100.25". No sign, exponent, grouping, leading zeros, bare dot or non-ASCII digits. The value is
 * the trimmed text, so no precision is lost before it is sent (`amt` is a string parameter).
 */
export const validateAmount = (input: string): ValidationResult<string> => {
  const value = trimAsciiBlanks(input);
  if (value === '') return fail('validation:amount.required');
  if (!PLAIN_AMOUNT.test(value)) return fail('validation:amount.invalid');
  const [whole = '', fraction = ''] = value.split('.');
  if (whole.length > MAX_AMOUNT_INTEGER_DIGITS) return fail('validation:amount.invalid');
  if (fraction.length > 2) return fail('validation:amount.tooManyDecimals');
  if (amountToCents(value) === 0n) return fail('validation:amount.notPositive');
  return ok(value);
};

const yuanToCents = (yuan: number): bigint => BigInt(Math.round(yuan * 100));

/** Deposit amount ≥ the minimum (default 100 yuan; pass `SiteSetting.chargeMinAmt` when known). */
export const validateDeposit = (
  input: string,
  min: number = MIN_DEPOSIT_YUAN,
): ValidationResult<string> => {
  const amount = validateAmount(input);
  if (!amount.ok) return amount;
  if (amountToCents(amount.value) < yuanToCents(min)) {
    return fail('validation:deposit.belowMin', { min });
  }
  return amount;
};

export interface WithdrawalLimits {
  readonly min?: number;
  readonly max?: number;
}

/** Withdrawal amount within [min, max] (defaults 100 and 1,000,000 yuan; min from `withMinAmt`). */
export const validateWithdrawal = (
  input: string,
  limits: WithdrawalLimits = {},
): ValidationResult<string> => {
  const min = limits.min ?? MIN_WITHDRAWAL_YUAN;
  const max = limits.max ?? MAX_WITHDRAWAL_YUAN;
  const amount = validateAmount(input);
  if (!amount.ok) return amount;
  const cents = amountToCents(amount.value);
  if (cents < yuanToCents(min)) return fail('validation:withdrawal.belowMin', { min });
  if (cents > yuanToCents(max)) return fail('validation:withdrawal.aboveMax', { max });
  return amount;
};

// ---------------------------------------------------------------------------------------------
// Images

/** Raster types the upload accepts; SVG is excluded because it can carry script. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp'];

/** What the validator needs of a `File`: its size in bytes and MIME type. */
export interface ImageFileInfo {
  readonly size: number;
  readonly type: string;
}

export const IMAGE_MAX_MIB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

export const validateImage = <T extends ImageFileInfo>(
  file: T | null | undefined,
): ValidationResult<T> => {
  if (!file) return fail('validation:image.required');
  if (!Number.isSafeInteger(file.size) || file.size <= 0) return fail('validation:image.empty');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return fail('validation:image.tooLarge', { max: IMAGE_MAX_MIB });
  }
  return IMAGE_TYPES.includes(file.type.toLowerCase()) ? ok(file) : fail('validation:image.type');
};

// ---------------------------------------------------------------------------------------------
// zod versions: the same rules, issue message = the message key, `params` carries interpolation.

const fromValidator = <I, O>(
  base: z.ZodMiniType<I>,
  validate: (input: I) => ValidationResult<O>,
): z.ZodMiniPipe<z.ZodMiniType<I>, z.ZodMiniTransform<O, I>> =>
  z.pipe(
    base,
    z.transform((input, ctx) => {
      const result = validate(input);
      if (result.ok) return result.value;
      ctx.issues.push({ code: 'custom', message: result.error, params: result.params, input });
      return z.NEVER;
    }),
  );

const text = (required: MessageKey) => z.string({ error: required });

export const phoneSchema = fromValidator(text('validation:phone.required'), validatePhone);
export const passwordSchema = fromValidator(text('validation:password.required'), validatePassword);
export const emailSchema = fromValidator(text('validation:email.required'), validateEmail);
export const realNameSchema = fromValidator(text('validation:realName.required'), validateRealName);
export const idCardSchema = fromValidator(text('validation:idCard.required'), validateIdCard);
export const bankCardSchema = fromValidator(text('validation:bankCard.required'), validateBankCard);
export const amountSchema = fromValidator(text('validation:amount.required'), validateAmount);

// z.number() would reject NaN and ±Infinity with its own message; the validator owns those cases.
const lots = z.custom<string | number>((v) => typeof v === 'string' || typeof v === 'number', {
  error: 'validation:quantity.required',
});
export const quantitySchema = fromValidator(lots, (v) => validateQuantity(v));
export const buyQuantitySchema = fromValidator(lots, validateBuyQuantity);

export const depositSchema = (min: number = MIN_DEPOSIT_YUAN) =>
  fromValidator(text('validation:amount.required'), (v) => validateDeposit(v, min));
export const withdrawalSchema = (limits: WithdrawalLimits = {}) =>
  fromValidator(text('validation:amount.required'), (v) => validateWithdrawal(v, limits));

/** `{ password, confirm }` with the mismatch reported on `confirm`. */
export const passwordPairSchema = z.pipe(
  z.object({
    password: z.string({ error: 'validation:password.required' }),
    confirm: z.string({ error: 'validation:passwordConfirm.required' }),
  }),
  z.transform((pair, ctx) => {
    const password = validatePassword(pair.password);
    if (!password.ok) {
      ctx.issues.push({
        code: 'custom',
        message: password.error,
        params: password.params,
        path: ['password'],
        input: pair.password,
      });
      return z.NEVER;
    }
    const confirm = validatePasswordConfirm(pair.password, pair.confirm);
    if (!confirm.ok) {
      ctx.issues.push({
        code: 'custom',
        message: confirm.error,
        path: ['confirm'],
        input: pair.confirm,
      });
      return z.NEVER;
    }
    return { password: password.value, confirm: confirm.value };
  }),
);
