// The search box of the position searches: a native search input (the browser gives it its clear
// button and keyboard), focused on arrival since the page exists to type into. antd-mobile's
// SearchBar would bring its Input, its locale and icons (~4 KiB gzip) into the first load.
import { useEffect, useRef } from 'react';

import styles from './search-field.module.css';

export function SearchField({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <label className={styles.field}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
      <input
        ref={ref}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid={testId}
      />
    </label>
  );
}
