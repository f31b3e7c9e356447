// Binds request parameters the way Spring MVC's `@RequestParam` does, driven by the contract
// entry: query string and form body merged (query values first), absent required parameters and
// unconvertible numbers rejected with HTTP 400 before the handler runs (api-contract §2.2).
// JSON bodies are not read (Spring would not bind them to request parameters either).
import type { z } from 'zod/mini';

import type { EndpointDef } from '../../../src/api/contracts/endpoint';

export type ParamKind =
  | { readonly kind: 'string' }
  | { readonly kind: 'number'; readonly isInt: boolean }
  | { readonly kind: 'boolean' };

/** Wrappers that do not change what a request parameter converts to. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

interface ZodDef {
  type: string;
  innerType?: unknown;
  check?: string;
  format?: string;
  checks?: readonly { _zod: { def: ZodDef } }[];
}

interface ZodInternals {
  _zod: { def: ZodDef };
}

/** An integer format (`z.int()`, or `z.number().check(z.int())`) on the number or among its checks. */
const isIntFormat = (def: ZodDef): boolean =>
  [def, ...(def.checks ?? []).map((c) => c._zod.def)].some(
    (d) => d.check === 'number_format' && d.format?.includes('int') === true,
  );

/** What a parameter's schema converts to (unwrapping optional / nullable / default …). */
export const paramKind = (schema: unknown): ParamKind => {
  let current = schema as ZodInternals;
  for (let depth = 0; depth < 10 && WRAPPERS.has(current._zod.def.type); depth++) {
    current = current._zod.def.innerType as ZodInternals;
  }
  switch (current._zod.def.type) {
    case 'number':
      return { kind: 'number', isInt: isIntFormat(current._zod.def) };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'string' };
  }
};

const kindsCache = new WeakMap<z.ZodMiniObject, ReadonlyMap<string, ParamKind>>();

const kindsOf = (params: z.ZodMiniObject): ReadonlyMap<string, ParamKind> => {
  let kinds = kindsCache.get(params);
  if (!kinds) {
    kinds = new Map(Object.entries(params.shape).map(([name, s]) => [name, paramKind(s)]));
    kindsCache.set(params, kinds);
  }
  return kinds;
};

/** Request parameters by name, each with every value sent (query values first). */
export type RawParams = Readonly<Record<string, readonly string[]>>;

/**
 * Query string and urlencoded body, merged into a null-prototype object of value lists. Keys such
 * as `__proto__` or `constructor[prototype]` stay plain own keys here and never reach an object
 * with a prototype.
 */
export const rawParams = (query: unknown, body: unknown): RawParams => {
  const merged = Object.create(null) as Record<string, string[]>;
  for (const source of [query, body]) {
    if (source === null || typeof source !== 'object') continue;
    for (const key of Object.keys(source)) {
      const value = (source as Record<string, unknown>)[key];
      const list = Array.isArray(value) ? value : [value];
      const strings = list.filter((v): v is string => typeof v === 'string');
      if (strings.length === 0) continue;
      const known = Object.prototype.hasOwnProperty.call(merged, key) ? merged[key] : undefined;
      merged[key] = known ? [...known, ...strings] : strings;
    }
  }
  return merged;
};

/** Java type names as Spring prints them in its messages. */
const javaType = (kind: ParamKind, qualified: boolean): string => {
  switch (kind.kind) {
    case 'string':
      return qualified ? 'java.lang.String' : 'String';
    // The contract does not say which numeric parameters are BigDecimal; the reference's numeric
    // request parameters are mostly Integer/int, so messages name `int`.
    case 'number':
      return 'int';
    case 'boolean':
      return 'boolean';
  }
};

const INT_TEXT = /^[-+]?\d+$/;
const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const TRUE_TEXTS = new Set(['true', 'on', 'yes', '1']);
const FALSE_TEXTS = new Set(['false', 'off', 'no', '0']);

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

const convert = (kind: ParamKind, text: string): Converted => {
  const trimmed = text.trim();
  switch (kind.kind) {
    case 'string':
      return { ok: true, value: text };
    case 'number': {
      if (trimmed === '') return { ok: true, value: undefined };
      const pattern = kind.isInt ? INT_TEXT : DECIMAL_TEXT;
      const value = Number(trimmed);
      // A Java int stops at 2^31 − 1: a larger number fails to convert like any other text.
      const isInRange = !kind.isInt || (value >= -2_147_483_648 && value <= 2_147_483_647);
      if (pattern.test(trimmed) && Number.isFinite(value) && isInRange) return { ok: true, value };
      return {
        ok: false,
        message:
          `Failed to convert value of type 'java.lang.String' to required type '${javaType(kind, true)}'; ` +
          `nested exception is java.lang.NumberFormatException: For input string: "${trimmed}"`,
      };
    }
    case 'boolean': {
      const lower = trimmed.toLowerCase();
      if (lower === '') return { ok: true, value: undefined };
      if (TRUE_TEXTS.has(lower)) return { ok: true, value: true };
      if (FALSE_TEXTS.has(lower)) return { ok: true, value: false };
      return {
        ok: false,
        message:
          `Failed to convert value of type 'java.lang.String' to required type 'boolean'; ` +
          `nested exception is java.lang.IllegalArgumentException: Invalid boolean value [${trimmed}]`,
      };
    }
  }
};

/**
 * Bound parameters: every declared parameter may be absent (only `required400` ones are
 * guaranteed, and the contract does not keep them as literal types), so all are optional.
 */
export type BoundParams<E extends EndpointDef> = Partial<z.output<E['params']>>;

export type BindResult<E extends EndpointDef> =
  { ok: true; params: BoundParams<E> } | { ok: false; message: string };

export const bindParams = <E extends EndpointDef>(endpoint: E, raw: RawParams): BindResult<E> => {
  const kinds = kindsOf(endpoint.params);
  const params = Object.create(null) as Record<string, unknown>;
  const names = [...kinds.keys(), ...endpoint.required400.filter((n) => !kinds.has(n))];
  for (const name of names) {
    const kind = kinds.get(name) ?? { kind: 'string' };
    const values = Object.prototype.hasOwnProperty.call(raw, name) ? raw[name] : undefined;
    // Spring joins repeated values of a single-valued parameter with commas.
    const converted = values === undefined ? undefined : convert(kind, values.join(','));
    if (converted && !converted.ok) return { ok: false, message: converted.message };
    const value = converted?.value;
    if (value === undefined && endpoint.required400.includes(name)) {
      return {
        ok: false,
        message: `Required ${javaType(kind, false)} parameter '${name}' is not present`,
      };
    }
    if (value !== undefined) params[name] = value;
  }
  return { ok: true, params: params as BoundParams<E> };
};
