// A row of tabs (underlined) or chips for switching what a screen shows, as a tab list: arrow keys
// move between them. Shared by the market lists and the positions screen.
import type { KeyboardEvent } from 'react';

import styles from './segmented.module.css';

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
  /**
   * `scroll`: tabs keep their width and the row scrolls sideways (long lists of boards);
   * `fill`: a short fixed set shares the row evenly, long labels cut with an ellipsis.
   */
  layout?: 'scroll' | 'fill';
  /** A class on the tab list; it may set the `--segmented-*` custom properties of the CSS. */
  className?: string;
  /** Each tab gets `data-testid="<testIdPrefix>-<key>"`. */
  testIdPrefix: string;
}

export function Segmented<K extends string>({
  items,
  value,
  onChange,
  label,
  variant = 'tabs',
  layout = 'scroll',
  className,
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
  const listClass = [
    variant === 'tabs' ? styles.tabs : styles.chips,
    layout === 'fill' ? styles.fill : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div role="tablist" aria-label={label} className={listClass} data-testid={testIdPrefix}>
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
