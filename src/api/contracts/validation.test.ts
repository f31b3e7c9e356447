/// <reference types="node" />
// Property-based checks of the input rules: generated valid inputs pass, one mutation fails with
// the right key, and normalising twice changes nothing.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { IMAGE_UPLOAD_MAX_BYTES, MAX_WITHDRAWAL_YUAN, MIN_DEPOSIT_YUAN } from './constants';
import {
  amountSchema,
  buyQuantitySchema,
  IMAGE_TYPES,
  normalizeBankCard,
  normalizeIdCard,
  normalizePassword,
  normalizeRealName,
  passwordPairSchema,
  phoneSchema,
  trimAsciiBlanks,
  VALIDATION_MESSAGE_KEYS,
  validateAmount,
  validateBankCard,
  validateBuyQuantity,
  validateDeposit,
  validateEmail,
  validateIdCard,
  validateImage,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
  validateQuantity,
  validateRealName,
  validateWithdrawal,
  type MessageKey,
  type ValidationResult,
} from './validation';

// CI replays one fixed seed (a landing never hinges on a lucky draw); local runs explore new ones.
const runs = { numRuns: process.env.CI ? 1000 : 200, seed: process.env.CI ? 20261123 : undefined };

const chars = (s: string) => fc.constantFrom(...[...s]);
const digit = chars('0123456789');
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });

/** Characters that never belong in a digits-only field. */
const notDigit = fc.constantFrom(
  '０', // full-width zero
  '٣', // Arabic-Indic three
  '\u00A0', // NBSP
  '\u3000', // ideographic space
  '😀',
  'a',
  'X',
  '-',
  '+',
  '.',
  'e',
  '中',
);
/** ASCII blanks the normalisers drop at the ends. */
const asciiBlank = fc.string({ unit: chars(' \t\r\n'), maxLength: 3 });

const error = <T>(r: ValidationResult<T>): MessageKey | undefined => (r.ok ? undefined : r.error);
const value = <T>(r: ValidationResult<T>): T => {
  if (!r.ok) throw new Error(`expected ok, got ${r.error}`);
  return r.value;
};

/** Replaces the character at `i` (modulo length) by `c`. */
const replaceAt = (s: string, i: number, c: string) => {
  const cs = [...s];
  cs[i % cs.length] = c;
  return cs.join('');
};
const insertAt = (s: string, i: number, c: string) => {
  const cs = [...s];
  cs.splice(i % (cs.length + 1), 0, c);
  return cs.join('');
};
const removeAt = (s: string, i: number) => {
  const cs = [...s];
  cs.splice(i % cs.length, 1);
  return cs.join('');
};

describe('phone', () => {
  const phone = digits(11, 11);

  test.prop([phone, asciiBlank, asciiBlank], runs)('11 ASCII digits pass, trimmed', (p, a, b) => {
    expect(validatePhone(a + p + b)).toEqual({ ok: true, value: p });
  });

  test.prop([phone, fc.nat(), notDigit], runs)('one foreign character fails', (p, i, c) => {
    expect(error(validatePhone(replaceAt(p, i, c)))).toBe('validation:phone.invalid');
    expect(error(validatePhone(insertAt(p, 1 + (i % 10), c)))).toBe('validation:phone.invalid');
  });

  test.prop([phone, fc.nat(), digit], runs)('one digit more or less fails', (p, i, d) => {
    expect(error(validatePhone(insertAt(p, i, d)))).toBe('validation:phone.invalid');
    expect(error(validatePhone(removeAt(p, i)))).toBe('validation:phone.invalid');
  });

  test.prop([fc.string({ unit: 'binary' })], runs)('normalising is idempotent', (s) => {
    expect(trimAsciiBlanks(trimAsciiBlanks(s))).toBe(trimAsciiBlanks(s));
    const r = validatePhone(s);
    if (r.ok) expect(validatePhone(r.value)).toEqual(r);
  });

  it('blank input is "required"', () => {
    expect(error(validatePhone(' \t'))).toBe('validation:phone.required');
  });
});

describe('password', () => {
  const unit = chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*.');
  const password = fc.string({ unit, minLength: 6, maxLength: 12 });
  const whitespace = fc.constantFrom(' ', '\t', '\n', '\u00A0', '\u3000', '\u2003');
  const forbidden = fc.constantFrom('中', 'é', '-', '_', '(', '~', '/', '😀', '０', 'Ａ', '"');

  test.prop([password, fc.array(fc.tuple(fc.nat(), whitespace), { maxLength: 4 })], runs)(
    'valid passwords pass; whitespace anywhere is removed',
    (p, spaces) => {
      const typed = spaces.reduce((s, [i, w]) => insertAt(s, i, w), p);
      expect(validatePassword(typed)).toEqual({ ok: true, value: p });
    },
  );

  test.prop([password, fc.nat(), forbidden], runs)('one foreign character fails', (p, i, c) => {
    expect(error(validatePassword(replaceAt(p, i, c)))).toBe('validation:password.invalid');
  });

  test.prop([password, fc.integer({ min: 1, max: 5 }), fc.string({ unit, minLength: 7 })], runs)(
    'too short or too long fails with the limits',
    (p, n, extra) => {
      expect(validatePassword(p.slice(0, n))).toEqual({
        ok: false,
        error: 'validation:password.invalid',
        params: { min: 6, max: 12 },
      });
      expect(error(validatePassword(p + extra))).toBe('validation:password.invalid');
    },
  );

  test.prop([fc.string({ unit: 'grapheme' })], runs)('normalising is idempotent', (s) => {
    expect(normalizePassword(normalizePassword(s))).toBe(normalizePassword(s));
    const r = validatePassword(s);
    if (r.ok) expect(validatePassword(r.value)).toEqual(r);
  });

  test.prop([password, password], runs)('the confirmation must match', (p, q) => {
    expect(validatePasswordConfirm(p, ` ${p} `)).toEqual({ ok: true, value: p });
    fc.pre(p !== q);
    expect(error(validatePasswordConfirm(p, q))).toBe('validation:passwordConfirm.mismatch');
    expect(error(validatePasswordConfirm(p, ''))).toBe('validation:passwordConfirm.required');
  });
});

describe('email', () => {
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9_+-]{1,10}(?:\.[a-z0-9]{1,5})?$/),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);

  test.prop([email, asciiBlank], runs)('well-formed addresses pass', (e, pad) => {
    expect(validateEmail(pad + e + pad)).toEqual({ ok: true, value: e });
  });

  test.prop(
    [email, fc.nat(), fc.constantFrom(' ', '\u00A0', '😀', '，', '＠', '@', '..', '(')],
    runs,
  )('one foreign character inside fails', (e, i, c) => {
    const at = e.indexOf('@');
    // Insert strictly inside the local part or right after the @.
    const pos = i % 2 === 0 ? Math.max(1, i % at) : at + 1;
    const mutated = e.slice(0, pos) + c + e.slice(pos);
    expect(error(validateEmail(mutated))).toBe('validation:email.invalid');
  });

  test.prop([email], runs)('missing @ or missing dot in the domain fails', (e) => {
    expect(error(validateEmail(e.replace('@', '')))).toBe('validation:email.invalid');
    const firstDomainDot = e.indexOf('.', e.indexOf('@'));
    expect(error(validateEmail(e.slice(0, firstDomainDot)))).toBe('validation:email.invalid');
  });

  test.prop([fc.string()], runs)('normalising is idempotent', (s) => {
    const r = validateEmail(s);
    if (r.ok) expect(validateEmail(r.value)).toEqual(r);
  });
});

describe('real name', () => {
  const ideograph = fc.oneof(
    fc.integer({ min: 0x4e00, max: 0x9fa5 }),
    fc.integer({ min: 0x3400, max: 0x4db5 }),
    fc.integer({ min: 0x20000, max: 0x2a6d6 }),
  );
  const run = fc
    .array(ideograph, { minLength: 1, maxLength: 4 })
    .map((cs) => String.fromCodePoint(...cs));
  const name = fc
    .array(run, { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join('·'))
    .filter((n) => [...n].length >= 2 && [...n].length <= 30);
  const foreign = fc.constantFrom(
    'a',
    'Z',
    '1',
    '１',
    ' ',
    '\u00A0',
    '\u3000',
    '😀',
    '-',
    '。',
    'ア',
  );

  test.prop([name, asciiBlank], runs)('ideographs, optionally joined by ·, pass', (n, pad) => {
    expect(validateRealName(pad + n + pad)).toEqual({ ok: true, value: n });
  });

  test.prop([name, fc.nat(), foreign], runs)('one foreign character fails', (n, i, c) => {
    const len = [...n].length;
    // Internal positions only, so trimming of ASCII blanks cannot hide the mutation.
    const mutated = insertAt(n, 1 + (i % (len - 1)), c);
    expect(error(validateRealName(mutated))).toBe('validation:realName.invalid');
  });

  test.prop([name], runs)('a dot at an end, or doubled, fails', (n) => {
    expect(error(validateRealName(`·${n}`))).toBe('validation:realName.invalid');
    expect(error(validateRealName(`${n}·`))).toBe('validation:realName.invalid');
    expect(error(validateRealName(insertAt(n, 1, '··')))).toBe('validation:realName.invalid');
  });

  test.prop([name, fc.constantFrom('・', '‧', '•', '･')], runs)(
    'dot look-alikes normalise to ·, idempotently',
    (n, dot) => {
      const typed = n.split('·').join(dot);
      expect(validateRealName(typed)).toEqual({ ok: true, value: n });
      expect(normalizeRealName(normalizeRealName(typed))).toBe(normalizeRealName(typed));
    },
  );

  it('keeps length limits', () => {
    expect(error(validateRealName('王'))).toBe('validation:realName.invalid');
    expect(error(validateRealName('王'.repeat(31)))).toBe('validation:realName.invalid');
    expect(validateRealName('阿沛·阿旺晋美').ok).toBe(true);
  });
});

describe('ID card', () => {
  const id15 = digits(15, 15);
  const id18 = fc.tuple(digits(17, 17), chars('0123456789Xx')).map(([a, b]) => a + b);
  const id = fc.oneof(id15, id18);

  test.prop([id, asciiBlank], runs)('15 digits, or 17 digits + digit/X, pass', (n, pad) => {
    expect(validateIdCard(pad + n + pad)).toEqual({ ok: true, value: n.replace(/x$/, 'X') });
  });

  test.prop([id, fc.nat(), digit], runs)('one character more or less fails', (n, i, d) => {
    expect(error(validateIdCard(insertAt(n, i, d)))).toBe('validation:idCard.invalid');
    expect(error(validateIdCard(removeAt(n, i)))).toBe('validation:idCard.invalid');
  });

  test.prop([id, fc.nat(), notDigit], runs)(
    'X elsewhere or a foreign character fails',
    (n, i, c) => {
      // Positions before the check digit (for 15-digit numbers every position).
      const pos = i % (n.length === 18 ? 17 : 15);
      expect(error(validateIdCard(replaceAt(n, pos, c)))).toBe('validation:idCard.invalid');
    },
  );

  test.prop([fc.string()], runs)('normalising is idempotent', (s) => {
    expect(normalizeIdCard(normalizeIdCard(s))).toBe(normalizeIdCard(s));
    const r = validateIdCard(s);
    if (r.ok) expect(validateIdCard(r.value)).toEqual(r);
  });
});

describe('bank card', () => {
  const card = fc.tuple(chars('123456789'), digits(14, 18)).map(([first, rest]) => first + rest);
  const grouped = (c: string) => c.replace(/(\d{4})(?=\d)/g, '$1 ');

  test.prop([card], runs)('15–19 digits not starting with 0 pass, also grouped', (c) => {
    expect(validateBankCard(c)).toEqual({ ok: true, value: c });
    expect(validateBankCard(grouped(c))).toEqual({ ok: true, value: c });
  });

  test.prop([card, fc.nat(), notDigit], runs)(
    'a leading 0 or a foreign character fails',
    (c, i, x) => {
      const invalid = {
        ok: false,
        error: 'validation:bankCard.invalid',
        params: { min: 15, max: 19 },
      };
      expect(validateBankCard(replaceAt(c, 0, '0'))).toEqual(invalid);
      expect(validateBankCard(replaceAt(c, i, x))).toEqual(invalid);
    },
  );

  test.prop([digits(1, 14), digits(19, 23)], runs)('wrong lengths fail', (short, long) => {
    expect(error(validateBankCard(`9${short.slice(1)}`))).toBe('validation:bankCard.invalid');
    expect(error(validateBankCard(`9${long}`))).toBe('validation:bankCard.invalid');
  });

  test.prop([fc.string()], runs)('normalising is idempotent', (s) => {
    expect(normalizeBankCard(normalizeBankCard(s))).toBe(normalizeBankCard(s));
    const r = validateBankCard(s);
    if (r.ok) expect(validateBankCard(r.value)).toEqual(r);
  });
});

describe('quantity (lots)', () => {
  const lots = fc.integer({ min: 1, max: 100 });

  test.prop([lots, fc.nat({ max: 3 })], runs)('1–100 lots pass as text or number', (n, zeros) => {
    expect(validateBuyQuantity(n)).toEqual({ ok: true, value: n });
    expect(validateBuyQuantity(`${'0'.repeat(zeros)}${n}`)).toEqual({ ok: true, value: n });
  });

  test.prop([fc.integer({ min: 101, max: 1e9 }), fc.integer({ min: -1e6, max: 0 })], runs)(
    'out of range fails with the limit',
    (big, small) => {
      expect(validateBuyQuantity(big)).toEqual({
        ok: false,
        error: 'validation:quantity.tooLarge',
        params: { max: 100 },
      });
      expect(error(validateBuyQuantity(String(big)))).toBe('validation:quantity.tooLarge');
      expect(error(validateBuyQuantity(small))).toBe('validation:quantity.tooSmall');
    },
  );

  test.prop(
    [lots, fc.constantFrom('.5', '.0', 'e2', '-', '+', '０', ',', '\u00A0', '😀', 'x')],
    runs,
  )('non-integer notation fails', (n, junk) => {
    expect(error(validateBuyQuantity(`${n}${junk}1`))).toBe('validation:quantity.invalid');
    expect(error(validateQuantity(`${junk}${n}`))).toBe('validation:quantity.invalid');
  });

  test.prop([fc.oneof(fc.string(), fc.double())], runs)('normalising is idempotent', (x) => {
    const r = validateQuantity(x);
    if (r.ok) expect(validateQuantity(String(r.value))).toEqual(r);
  });

  it('reads a long digit string as the same number it would be as a number', () => {
    expect(validateQuantity('2178732466147354')).toEqual(validateQuantity(2178732466147354));
    expect(error(validateQuantity('9007199254740993'))).toBe('validation:quantity.tooLarge');
  });

  it('rejects NaN, -0, decimals and exponents', () => {
    expect(error(validateQuantity(''))).toBe('validation:quantity.required');
    expect(error(validateQuantity(Number.NaN))).toBe('validation:quantity.required');
    expect(error(validateQuantity(-0))).toBe('validation:quantity.invalid');
    expect(error(validateQuantity('-0'))).toBe('validation:quantity.invalid');
    expect(error(validateQuantity(1.5))).toBe('validation:quantity.invalid');
    expect(error(validateQuantity('1e2'))).toBe('validation:quantity.invalid');
    expect(error(validateQuantity(Infinity))).toBe('validation:quantity.invalid');
    expect(error(validateQuantity('0'))).toBe('validation:quantity.tooSmall');
  });
});

describe('amounts', () => {
  const formatCents = (cents: number, decimals: 0 | 1 | 2) => {
    const whole = Math.floor(cents / 100);
    const frac = String(cents % 100).padStart(2, '0');
    if (decimals === 0) return String(whole);
    return decimals === 1 ? `${whole}.${frac[0] ?? '0'}` : `${whole}.${frac}`;
  };
  /** Positive amounts exactly representable with the chosen number of decimals. */
  const amount = fc
    .tuple(fc.integer({ min: 1, max: 1e13 }), fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>)
    .map(([cents, d]) => {
      const exact = d === 0 ? cents * 100 : d === 1 ? cents * 10 : cents;
      return formatCents(exact, d);
    });

  test.prop([amount, asciiBlank], runs)('plain positive amounts pass', (a, pad) => {
    expect(validateAmount(pad + a + pad)).toEqual({ ok: true, value: a });
  });

  test.prop([amount, digit], runs)('a third decimal fails', (a, d) => {
    const three = a.includes('.') ? `${a.padEnd(a.indexOf('.') + 3, '0')}${d}` : `${a}.00${d}`;
    expect(error(validateAmount(three))).toBe('validation:amount.tooManyDecimals');
  });

  test.prop([amount, fc.constantFrom('-', '+', '0', '\u00A0', '¥', '1 ')], runs)(
    'a sign, leading zero or prefix fails',
    (a, prefix) => {
      expect(error(validateAmount(`${prefix}${a}`))).toBe('validation:amount.invalid');
    },
  );

  test.prop([amount, fc.constantFrom('e2', 'E0', ',000', '０', '.', '😀', 'k')], runs)(
    'exponents, grouping and foreign digits fail',
    (a, suffix) => {
      expect(error(validateAmount(`${a}${suffix}`))).toBe('validation:amount.invalid');
    },
  );

  test.prop([fc.string()], runs)('normalising is idempotent', (s) => {
    const r = validateAmount(s);
    if (r.ok) expect(validateAmount(r.value)).toEqual(r);
  });

  it('rejects NaN, Infinity, -0, zero and notation tricks', () => {
    for (const s of ['NaN', 'Infinity', '-0', '1e2', '0x10', '.5', '5.', '1,000', '１００'])
      expect(error(validateAmount(s)), s).toBe('validation:amount.invalid');
    expect(error(validateAmount('0'))).toBe('validation:amount.notPositive');
    expect(error(validateAmount('0.00'))).toBe('validation:amount.notPositive');
    expect(error(validateAmount(''))).toBe('validation:amount.required');
  });

  test.prop([fc.integer({ min: 0, max: 1e9 })], runs)('deposits respect the minimum', (cents) => {
    const a = formatCents(cents, 2);
    const r = validateDeposit(a);
    if (cents === 0) expect(error(r)).toBe('validation:amount.notPositive');
    else if (cents < MIN_DEPOSIT_YUAN * 100)
      expect(r).toEqual({ ok: false, error: 'validation:deposit.belowMin', params: { min: 100 } });
    else expect(r).toEqual({ ok: true, value: a });
  });

  test.prop([fc.integer({ min: 1, max: 1e12 })], runs)(
    'withdrawals stay within limits',
    (cents) => {
      const a = formatCents(cents, 2);
      const r = validateWithdrawal(a);
      if (cents < 100 * 100) expect(error(r)).toBe('validation:withdrawal.belowMin');
      else if (cents > MAX_WITHDRAWAL_YUAN * 100)
        expect(r).toEqual({
          ok: false,
          error: 'validation:withdrawal.aboveMax',
          params: { max: MAX_WITHDRAWAL_YUAN },
        });
      else expect(r).toEqual({ ok: true, value: a });
    },
  );

  it('uses the limits it is given', () => {
    expect(validateWithdrawal('150', { min: 200 })).toEqual({
      ok: false,
      error: 'validation:withdrawal.belowMin',
      params: { min: 200 },
    });
    expect(validateDeposit('99.99', 50).ok).toBe(true);
    expect(validateWithdrawal('1000000.00').ok).toBe(true);
    expect(error(validateWithdrawal('1000000.01'))).toBe('validation:withdrawal.aboveMax');
  });
});

describe('images', () => {
  const type = fc.constantFrom(...IMAGE_TYPES);
  const image = fc.record({ size: fc.integer({ min: 1, max: IMAGE_UPLOAD_MAX_BYTES }), type });

  test.prop([image], runs)('images up to 10 MiB pass', (f) => {
    expect(validateImage(f)).toEqual({ ok: true, value: f });
    expect(validateImage({ ...f, type: f.type.toUpperCase() }).ok).toBe(true);
  });

  test.prop([image, fc.integer({ min: 1, max: 1e9 })], runs)(
    'one byte too many fails',
    (f, extra) => {
      expect(validateImage({ ...f, size: IMAGE_UPLOAD_MAX_BYTES + extra })).toEqual({
        ok: false,
        error: 'validation:image.tooLarge',
        params: { max: 10 },
      });
    },
  );

  test.prop(
    [image, fc.constantFrom('image/svg+xml', 'application/x-msdownload', 'text/html', '')],
    runs,
  )('other types and empty files fail', (f, t) => {
    expect(error(validateImage({ ...f, type: t }))).toBe('validation:image.type');
    expect(error(validateImage({ ...f, size: 0 }))).toBe('validation:image.empty');
  });

  test.prop([image], runs)('validation is idempotent', (f) => {
    const r = validateImage(f);
    expect(validateImage(value(r))).toEqual(r);
  });

  it('a missing file is "required"', () => {
    expect(error(validateImage(null))).toBe('validation:image.required');
  });
});

describe('zod versions', () => {
  test.prop([fc.oneof(fc.string(), digits(11, 11))], runs)(
    'phoneSchema agrees with validatePhone and reports the key',
    (s) => {
      const r = validatePhone(s);
      const parsed = phoneSchema.safeParse(s);
      expect(parsed.success).toBe(r.ok);
      if (!r.ok) expect(parsed.error?.issues[0]?.message).toBe(r.error);
    },
  );

  test.prop([fc.oneof(fc.string(), fc.integer(), fc.double())], runs)(
    'buyQuantitySchema and amountSchema agree with their validators',
    (x) => {
      const q = validateBuyQuantity(x);
      const parsed = buyQuantitySchema.safeParse(x);
      expect(parsed.success).toBe(q.ok);
      if (!q.ok) expect(parsed.error?.issues[0]?.message).toBe(q.error);
      if (typeof x === 'string') {
        const a = validateAmount(x);
        const amountParsed = amountSchema.safeParse(x);
        expect(amountParsed.success).toBe(a.ok);
        if (!a.ok) expect(amountParsed.error?.issues[0]?.message).toBe(a.error);
      }
    },
  );

  it('reports "required" for missing values and mismatches on `confirm`', () => {
    expect(phoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'validation:phone.required',
    );
    const pair = passwordPairSchema.safeParse({ password: 'abc123', confirm: 'abc124' });
    expect(pair.error?.issues[0]).toMatchObject({
      message: 'validation:passwordConfirm.mismatch',
      path: ['confirm'],
    });
    expect(passwordPairSchema.parse({ password: 'abc 123', confirm: 'abc123' })).toEqual({
      password: 'abc123',
      confirm: 'abc123',
    });
  });
});

describe('message keys', () => {
  it('are unique and namespaced', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    for (const k of VALIDATION_MESSAGE_KEYS) expect(k).toMatch(/^validation:[a-zA-Z]+\.[a-zA-Z]+$/);
  });
});
