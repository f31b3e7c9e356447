// A row of tabs (underlined) or chips (boards) for switching what a list shows. Arrow keys move
// between tabs, as a tab list should.
import type { KeyboardEvent } from 'react';

import styles from './lists.module.css';

export interface SegmentItem<K extends string> {
  key: K;
  label: string;
}

export interface SegmentedProps<K extends string> {
  items: readonly SegmentItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  variant?: 'tabs' | 'chips';
  /** Each tab gets `data-testid="<testIdPrefix>-<key>"`. */
  testIdPrefix: string;
}

export function Segmented<K extends string>({
  items,
  value,
  onChange,
  label,
  variant = 'tabs',
  testIdPrefix,
}: SegmentedProps<K>) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = items.findIndex((it) => it.key === value);
    const next = items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (!next) return;
    onChange(next.key);
    const list = e.currentTarget.parentElement;
    list?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={variant === 'tabs' ? styles.tabs : styles.chips}
      data-testid={testIdPrefix}
    >
      {items.map((it) => (
        <button
          key={it.key}
          type="button"
          role="tab"
          aria-selected={it.key === value}
          tabIndex={it.key === value ? 0 : -1}
          className={variant === 'tabs' ? styles.tab : styles.chip}
          onClick={() => onChange(it.key)}
          onKeyDown={onKeyDown}
          data-key={it.key}
          data-testid={`${testIdPrefix}-${it.key}`}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}
