import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import Full from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';

import { APP_DECIMAL_MEMBERS, trimDecimal } from './decimal-trim';
import { findDecimalUsage } from './decimal-usage';

const require = createRequire(import.meta.url);
const source = readFileSync(
  join(dirname(require.resolve('decimal.js/package.json')), 'decimal.mjs'),
  'utf8',
);
const trim = trimDecimal(source);
let Trimmed: typeof Full;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'decimal-trim-')), 'decimal.mjs');
  writeFileSync(file, trim.code);
  Trimmed = ((await import(pathToFileURL(file).href)) as { default: typeof Full }).default;
});

// Deterministic inputs: money-like amounts, long fractions, huge and tiny magnitudes, signs.
const inputs = (() => {
  let seed = 24;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const values: (string | number)[] = ['0', '-0', '1', '-1', '0.005', '-0.005', '2.5', '-2.5'];
  values.push('123456789012345678901234.5678', '0.000000000123', '1e-12', '9.99e25', 0.1, -7);
  for (let i = 0; i < 60; i++) {
    const sign = next() < 0.3 ? '-' : '';
    values.push(`${sign}${digits(1 + Math.floor(next() * 9))}.${digits(Math.floor(next() * 7))}`);
  }
  return values;
})();
const ROUNDINGS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Everything the app does with a Decimal, as text, for one library. */
const results = (D: typeof Full): string[] => {
  const out: string[] = [];
  const show = (f: () => unknown) => {
    try {
      out.push(String(f()));
    } catch (error) {
      out.push(`throws ${(error as Error).message}`);
    }
  };
  for (const [i, a] of inputs.entries()) {
    const x = new D(a);
    const y = new D(inputs[(i * 7 + 3) % inputs.length]!);
    show(() => [x.plus(y), x.minus(y), x.times(y), x.div(y), x.neg(), x.floor()]);
    show(() => [x.eq(y), x.lt(y), x.lte(y), x.gt(y), x.gte(y), x.isZero(), x.isFinite()]);
    show(() => [x.isInteger(), x.isNegative(), x.isPositive(), x.decimalPlaces()]);
    show(() => [x.toNumber(), x.toString(), x.valueOf(), JSON.stringify(x), `${x}`, +x]);
    show(() => [D.max(x, y, 0), D.min(x, y, 0)]);
    show(() => x.toFixed());
    for (const rm of ROUNDINGS) {
      for (const dp of [0, 1, 2, 4]) show(() => [x.toFixed(dp, rm), x.toDecimalPlaces(dp, rm)]);
    }
  }
  // Decimal.set: fewer significant digits and another rounding change division and products.
  const Narrow = D.clone({ precision: 8, rounding: D.ROUND_DOWN, toExpNeg: -3, toExpPos: 5 });
  for (const a of inputs) show(() => [new Narrow(a).div(3), new Narrow(a).times('1.0000001')]);
  show(() => [new D('1_000.5'), new D('Infinity'), new D('-Infinity'), new D('NaN'), new D(12n)]);
  show(() => new D('twelve'));
  return out;
};

describe('decimal.js trimmed to what the web app calls (ADR 0036)', () => {
  it('computes exactly what the full library computes for every operation the app uses', () => {
    const full = results(Full);
    expect(full.length).toBeGreaterThan(3000);
    expect(results(Trimmed)).toEqual(full);
  });

  it('drops trigonometry, ln/exp, powers and their 1 000-digit constants', () => {
    for (const name of ['sin', 'atan2', 'ln', 'exp', 'pow', 'sqrt', 'toFraction', 'toHex']) {
      expect(trim.removed).toContain(name);
    }
    expect(trim.missing).toEqual([]);
    expect(trim.code).not.toContain('2.302585092994045684');
    expect(trim.code).not.toContain('3.141592653589793238');
    expect(trim.code.length).toBeLessThan(source.length * 0.85);
  });

  it('fails loudly, naming the trim, when code calls a removed member', () => {
    const x = new Trimmed('2');
    expect(() => x.sqrt()).toThrow(/sqrt is trimmed from the web build/);
    expect(() => x.pow(2)).toThrow(/pow is trimmed from the web build/);
    expect(() => Trimmed.random()).toThrow(/random is trimmed from the web build/);
    expect(() => new Trimmed('0x1f')).toThrow(/hexadecimal input is trimmed/);
    expect(new Full('0x1f').toString()).toBe('31');
  });

  it("keeps every member the app's code reaches, per the type checker", () => {
    const usage = findDecimalUsage();
    const used = [...usage.instance, ...usage.statics];
    expect(used.length).toBeGreaterThan(10);
    const removed = used.filter(([name]) => trim.removed.includes(name) || name === '[computed]');
    // Each entry names a call the web build would make fail: add it to APP_DECIMAL_MEMBERS.
    expect(removed.map(([name, at]) => `${name} at ${at}`)).toEqual([]);
    // And the list holds no member the app has stopped using (it would keep bytes for nothing).
    const names = new Set(used.map(([name]) => name));
    expect(APP_DECIMAL_MEMBERS.filter((name) => !names.has(name))).toEqual([]);
  }, 240_000);
});
