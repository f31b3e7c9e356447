/// <reference types="node" />
// Every validation key has a text in every language, with the placeholders its params fill.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { LANGUAGES } from './constants';
import { VALIDATION_MESSAGE_KEYS, type MessageKey } from './validation';

/** The `params` each failure carries (validation.ts), i.e. the placeholders its text may use. */
const PLACEHOLDERS: Partial<Record<MessageKey, readonly string[]>> = {
  'validation:password.invalid': ['max', 'min'],
  'validation:bankCard.invalid': ['max', 'min'],
  'validation:quantity.tooSmall': ['min'],
  'validation:quantity.tooLarge': ['max'],
  'validation:deposit.belowMin': ['min'],
  'validation:withdrawal.belowMin': ['min'],
  'validation:withdrawal.aboveMax': ['max'],
  'validation:image.tooLarge': ['max'],
};

const flatten = (obj: unknown, prefix = ''): Record<string, unknown> =>
  Object.entries(obj as Record<string, unknown>).reduce<Record<string, unknown>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(acc, flatten(v, key));
    else acc[key] = v;
    return acc;
  }, {});

const load = (lng: string) =>
  flatten(
    JSON.parse(
      readFileSync(new URL(`../../locales/${lng}/validation.json`, import.meta.url), 'utf8'),
    ),
  );

const keys = VALIDATION_MESSAGE_KEYS.map((k) => k.replace(/^validation:/, '')).sort();

describe.each(LANGUAGES)('locales/%s/validation.json', (lng) => {
  const texts = load(lng);

  it('has exactly the validation keys', () => {
    expect(Object.keys(texts).sort()).toEqual(keys);
  });

  it.each(VALIDATION_MESSAGE_KEYS)('%s uses exactly its placeholders', (key) => {
    const text = texts[key.replace(/^validation:/, '')];
    expect(typeof text).toBe('string');
    const used = [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    expect(used).toEqual([...(PLACEHOLDERS[key] ?? [])]);
  });
});
