// A row of chips choosing one value of a form (margin, leverage, term) as a radio group: one tab
// stop, arrow keys move the choice, the chosen one is announced as checked.
import type { KeyboardEvent } from 'react';

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
  label: string;
  /** Each chip gets `data-testid="<testIdPrefix>-<value>"`. */
  testIdPrefix: string;
}

export function ChoiceChips<V extends string | number>({
  items,
  value,
  onChange,
  label,
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
    <div role="radiogroup" aria-label={label} className={styles.chips} data-testid={testIdPrefix}>
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
