// Parameter binding rules, on hand-made requests.
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';

import { defineEndpoint } from '../../../src/api/contracts/endpoint';

import { bindParams, paramKind, rawParams } from './binder';

const endpoint = defineEndpoint({
  path: '/api/test.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    name: z.string(),
    count: z.number().check(z.int()),
    price: z.optional(z.number()),
    flag: z.nullish(z.boolean()),
  }),
  required400: ['name', 'count'],
  data: z.unknown(),
  reply: 'envelope',
  section: 'test',
  origin: 'ours',
});

const req = (query: Record<string, unknown>, body: unknown = {}) =>
  rawParams(Object.assign(Object.create(null) as object, query), body);

describe('paramKind', () => {
  it('unwraps optional / nullable / default', () => {
    expect(paramKind(z.optional(z.number().check(z.int())))).toEqual({
      kind: 'number',
      isInt: true,
    });
    expect(paramKind(z._default(z.nullish(z.number()), 3))).toEqual({
      kind: 'number',
      isInt: false,
    });
    expect(paramKind(z.optional(z.boolean()))).toEqual({ kind: 'boolean' });
    expect(paramKind(z.enum(['a', 'b']))).toEqual({ kind: 'string' });
  });
});

describe('bindParams', () => {
  it('converts numbers and booleans, keeps strings verbatim', () => {
    const bound = bindParams(
      endpoint,
      req({ name: ' a ', count: ' 12 ', price: '1.5', flag: 'on' }),
    );
    expect(bound).toEqual({ ok: true, params: { name: ' a ', count: 12, price: 1.5, flag: true } });
  });

  it('merges query then body and joins repeated values with commas', () => {
    const bound = bindParams(endpoint, req({ name: ['a', 'b'], count: '1' }, { name: 'c' }));
    expect(bound.ok && bound.params.name).toBe('a,b,c');
    const twice = bindParams(endpoint, req({ name: 'a', count: ['1', '2'] }));
    expect(twice).toMatchObject({
      ok: false,
      message: expect.stringContaining('"1,2"') as unknown,
    });
  });

  it('reports the first missing required parameter in declaration order', () => {
    expect(bindParams(endpoint, req({}))).toEqual({
      ok: false,
      message: "Required String parameter 'name' is not present",
    });
    expect(bindParams(endpoint, req({ name: '' }))).toEqual({
      ok: false,
      message: "Required int parameter 'count' is not present",
    });
    // A blank number converts to null: for a required one that is "not present".
    expect(bindParams(endpoint, req({ name: 'x', count: ' ' }))).toMatchObject({ ok: false });
  });

  it('rejects non-numbers, fractions for ints and bad booleans', () => {
    for (const bad of [
      { count: 'abc' },
      { count: '1.5' },
      { count: '1', price: '1e' },
      { count: '1', flag: 'maybe' },
    ]) {
      expect(bindParams(endpoint, req({ name: 'x', ...bad }))).toMatchObject({ ok: false });
    }
    expect(bindParams(endpoint, req({ name: 'x', count: 'abc' }))).toEqual({
      ok: false,
      message:
        "Failed to convert value of type 'java.lang.String' to required type 'int'; " +
        'nested exception is java.lang.NumberFormatException: For input string: "abc"',
    });
  });

  it('ignores a JSON body (an object that is not a form) and non-string values', () => {
    const raw = req({ name: 'q' }, { count: 5, nested: { a: '1' } });
    expect(Object.keys(raw)).toEqual(['name']);
    expect(Object.getPrototypeOf(raw)).toBeNull();
  });

  it('binds into a null-prototype object that holds only declared parameters', () => {
    const bound = bindParams(
      endpoint,
      req({ name: 'x', count: '1', __proto__: 'p', constructor: 'c' }),
    );
    if (!bound.ok) throw new Error(bound.message);
    expect(Object.getPrototypeOf(bound.params)).toBeNull();
    expect(Object.keys(bound.params)).toEqual(['name', 'count']);
  });
});
