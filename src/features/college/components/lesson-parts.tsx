// The building blocks every academy lesson is written with: the text column, the boxed worked
// example, its inputs (number with steppers, chips) and its result rows, and a callout. Shared by
// all seven lessons so they read and behave alike.
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ChoiceChips as AppChoiceChips } from '@/components/choice-chips';

import styles from './lesson-parts.module.css';

export function LessonBody({ children }: { children: ReactNode }) {
  return <article className={styles.body}>{children}</article>;
}

export function WorkedExample({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={styles.example} aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className={styles.exampleTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export interface NumberInputProps {
  label: string;
  value: number;
  onChange: (next: number) => void;
  min?: number;
  max?: number;
  step?: number;
  decimals?: number;
  suffix?: string;
  testId: string;
}

const clamp = (n: number, min?: number, max?: number): number =>
  Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));

/** Rounds to the input's decimals so steppers never leave float dust (0.1 + 0.2). */
const roundTo = (n: number, decimals: number): number => Number(n.toFixed(decimals));

export function NumberInput({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  decimals = 0,
  suffix,
  testId,
}: NumberInputProps) {
  const { t } = useTranslation('college');
  const id = useId();
  const format = (n: number) => n.toFixed(decimals);
  // The typed text, kept while it is being typed ("12." is not yet a number); replaced when the
  // value changes from outside (a stepper, a clamp, the lesson resetting it).
  const [draft, setDraft] = useState({ text: format(value), value });
  if (draft.value !== value) setDraft({ text: format(value), value });
  const settle = (n: number) => {
    const next = roundTo(clamp(n, min, max), decimals);
    setDraft({ text: format(next), value: next });
    onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp') settle(value + step);
    else if (e.key === 'ArrowDown') settle(value - step);
    else return;
    e.preventDefault();
  };
  const parse = (text: string): number | null => {
    const n = Number(text.replace(',', '.'));
    return text.trim() !== '' && Number.isFinite(n) ? n : null;
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('parts.decrease', { label })}
          disabled={min !== undefined && value <= min}
          onClick={() => settle(value - step)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          value={draft.text}
          data-testid={testId}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            const n = parse(e.target.value);
            // Typing stays free; only numbers inside the range take effect at once.
            if (n !== null && n === clamp(n, min, max)) {
              const next = roundTo(n, decimals);
              setDraft({ text: e.target.value, value: next });
              onChange(next);
            } else {
              setDraft({ text: e.target.value, value });
            }
          }}
          onBlur={() => settle(parse(draft.text) ?? value)}
        />
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
        <button
          type="button"
          className={styles.step}
          aria-label={t('parts.increase', { label })}
          disabled={max !== undefined && value >= max}
          onClick={() => settle(value + step)}
        >
          +
        </button>
      </div>
    </div>
  );
}

export interface ChoiceChipsProps<T extends string | number> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  testId: string;
}

/** A labelled radio group of chips (the app's own); chip testids `<testId>-<value>`. */
export function ChoiceChips<T extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: ChoiceChipsProps<T>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={id} className={styles.fieldLabel}>
        {label}
      </span>
      <AppChoiceChips
        items={options}
        value={value}
        onChange={onChange}
        labelledBy={id}
        minChipWidth={64}
        testIdPrefix={testId}
      />
    </div>
  );
}

export interface FigureRow {
  label: string;
  value: string;
  testId?: string;
  tone?: 'rise' | 'fall' | 'muted';
  /** A sentence rather than an amount: it may wrap. */
  isText?: boolean;
}

export function FigureRows({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <dl className={styles.rows} aria-live="polite">
      {rows.map((row, i) => (
        // Rows are positional (two lines may share a label), so the index is their identity.
        <div className={styles.row} key={i}>
          <dt className={styles.rowLabel}>{row.label}</dt>
          <dd
            className={styles.rowValue}
            data-tone={row.tone}
            data-text={row.isText ? '' : undefined}
            data-testid={row.testId}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Callout({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'warn';
}) {
  return (
    <aside className={styles.callout} data-tone={tone}>
      {children}
    </aside>
  );
}
