// A row of chips choosing one value (a fund's margin, leverage and term; a lesson example's side,
// board or lever) as a radio group: one tab stop, arrow keys move the choice, the chosen one is
// announced as checked.
import type { CSSProperties, KeyboardEvent } from 'react';

import styles from './choice-chips.module.css';

export interface ChoiceChip<V extends string | number> {
  value: V;
  label: string;
}

export interface ChoiceChipsProps<V extends string | number> {
  items: readonly ChoiceChip<V>[];
  /** The chosen value; none checked when it is not among the items (a custom amount). */
  value: V | undefined;
  onChange: (value: V) => void;
  /** The group's name, read out (aria-label); or `labelledBy`, the id of a visible label. */
  label?: string;
  labelledBy?: string;
  /** The narrowest a chip gets before the row wraps (px; default 88). */
  minChipWidth?: number;
  /** Each chip gets `data-testid="<testIdPrefix>-<value>"`. */
  testIdPrefix: string;
}

export function ChoiceChips<V extends string | number>({
  items,
  value,
  onChange,
  label,
  labelledBy,
  minChipWidth,
  testIdPrefix,
}: ChoiceChipsProps<V>) {
  const checked = items.findIndex((it) => it.value === value);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : -1;
    if (!['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(e.key)) return;
    e.preventDefault();
    const next = items[(i + step + items.length) % items.length];
    if (!next) return;
    onChange(next.value);
    const group = e.currentTarget.parentElement;
    group?.querySelector<HTMLButtonElement>(`[data-value="${String(next.value)}"]`)?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={styles.chips}
      style={minChipWidth ? ({ '--chip-min': `${minChipWidth}px` } as CSSProperties) : undefined}
      data-testid={testIdPrefix}
    >
      {items.map((it, i) => (
        <button
          key={it.value}
          type="button"
          role="radio"
          aria-checked={i === checked}
          tabIndex={i === checked || (checked < 0 && i === 0) ? 0 : -1}
          className={styles.chip}
          data-value={String(it.value)}
          data-testid={`${testIdPrefix}-${it.value}`}
          onClick={() => onChange(it.value)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}
