// A row of tabs (underlined) or chips, as a tab list: arrow keys move between them.
import type { KeyboardEvent } from 'react';

import styles from './positions.module.css';

export interface SegmentItem<K extends string> {
  key: K;
  label: string;
}

export function Segmented<K extends string>({
  items,
  value,
  onChange,
  label,
  variant = 'tabs',
  testIdPrefix,
}: {
  items: readonly SegmentItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  variant?: 'tabs' | 'chips';
  testIdPrefix: string;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = items.findIndex((it) => it.key === value);
    const next = items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (!next) return;
    onChange(next.key);
    e.currentTarget.parentElement
      ?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)
      ?.focus();
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
