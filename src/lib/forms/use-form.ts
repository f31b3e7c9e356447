// The app's own small form state (instead of antd-mobile Form, whose rc-field-form and
// async-validator cost the auth pages ~15 KiB gzip): values, the fields the trader has touched, a
// message per field from synchronous rules, messages set from server refusals, and a submit that
// checks every field and focuses the first bad one. Messages of touched fields are worked out on
// each render, so a confirmation follows the password it repeats without declared dependencies.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import type { FieldCheck } from '@/lib/form-rules';

export type Values = Record<string, string>;

export type Rules<V extends Values> = { [K in keyof V]?: FieldCheck<V> | FieldCheck<V>[] };

export interface FormOptions<V extends Values> {
  /** Prefix of the inputs' ids: `${name}_${field}`. */
  name: string;
  initialValues: V;
  /** Read on every render: a field absent from the page has no rule. */
  rules: Rules<V>;
}

/** Props of the native input of a field: id, value, change handler and its accessible state. */
export interface InputBinding {
  id: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type Flags<V extends Values> = Partial<Record<keyof V, true>>;
type Texts<V extends Values> = Partial<Record<keyof V, string>>;

export const useForm = <V extends Values>({ name, initialValues, rules }: FormOptions<V>) => {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Flags<V>>({});
  const [serverErrors, setServerErrors] = useState<Texts<V>>({});
  // The latest values for handlers that run before React re-renders (send-code, submit); every
  // change of `values` goes through setValue or reset, which update it first.
  const latest = useRef(values);

  const fields = Object.keys(initialValues) as (keyof V & string)[];
  const idOf = (field: keyof V & string): string => `${name}_${field}`;

  const ruleError = (field: keyof V, all: V): string | undefined => {
    const rule = rules[field];
    for (const check of rule === undefined ? [] : Array.isArray(rule) ? rule : [rule]) {
      const message = check(all[field] ?? '', all);
      if (message) return message;
    }
    return undefined;
  };

  const errorOf = (field: keyof V & string): string | undefined =>
    serverErrors[field] ?? (touched[field] ? ruleError(field, values) : undefined);

  const setValue = (field: keyof V & string, value: string): void => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
    // A refusal was about what was typed before.
    setServerErrors((e) => (field in e ? { ...e, [field]: undefined } : e));
  };

  /** A message under a field from outside the rules (a server refusal); kept until it is edited. */
  const setError = (field: keyof V & string, text: string): void =>
    setServerErrors((e) => ({ ...e, [field]: text }));

  /** Checks `only` (default all) fields, shows their messages, focuses the first bad one. */
  const validate = (only: (keyof V & string)[] = fields): boolean => {
    setTouched((t) => ({ ...t, ...Object.fromEntries(only.map((f) => [f, true])) }));
    setServerErrors((e) => {
      const next = { ...e };
      for (const f of only) delete next[f];
      return next;
    });
    const bad = only.find((f) => ruleError(f, latest.current) !== undefined);
    if (bad !== undefined) document.getElementById(idOf(bad))?.focus();
    return bad === undefined;
  };

  /** The `<form>` submit handler: `onValid` runs with the values only when every rule passes. */
  const handleSubmit =
    (onValid: (values: V) => void) =>
    (e?: FormEvent): void => {
      e?.preventDefault();
      if (validate()) onValid(latest.current);
    };

  const input = (field: keyof V & string): InputBinding => {
    const error = errorOf(field);
    return {
      id: idOf(field),
      name: field,
      value: values[field] ?? '',
      onChange: (e) => setValue(field, e.target.value),
      ...(error ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {}),
    };
  };

  /** The props of the field's `FormRow`: its input's id, the label, the message under it. */
  const rowOf = (field: keyof V & string, label: string) => ({
    id: idOf(field),
    label,
    error: errorOf(field),
  });

  const reset = (): void => {
    latest.current = initialValues;
    setValues(initialValues);
    setTouched({});
    setServerErrors({});
  };

  return {
    values,
    getValue: (field: keyof V & string): string => latest.current[field] ?? '',
    idOf,
    errorOf,
    input,
    rowOf,
    setValue,
    setError,
    validate,
    handleSubmit,
    reset,
  };
};

export type FormApi<V extends Values> = ReturnType<typeof useForm<V>>;
