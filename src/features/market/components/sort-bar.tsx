// The sort header of a market list: tap a column to rank by it (highest first), tap it again to
// flip the order. The arrow shows the current order.
import { useTranslation } from 'react-i18next';

import type { SortKey, SortState } from '../model/sorting';

import styles from './sort-bar.module.css';

export interface SortBarProps {
  keys: readonly SortKey[];
  value: SortState;
  onChange: (key: SortKey) => void;
}

export function SortBar({ keys, value, onChange }: SortBarProps) {
  const { t } = useTranslation('marketLists');
  return (
    <div className={styles.sortBar} data-testid="sort-header">
      <span className={styles.sortLabel}>{t('sort.label')}</span>
      {keys.map((key) => {
        const active = value.key === key;
        const order = active ? value.order : 'none';
        return (
          <button
            key={key}
            type="button"
            className={styles.sortButton}
            aria-pressed={active}
            aria-label={active ? `${t(`sort.${key}`)} ${t(`sort.${value.order}`)}` : undefined}
            onClick={() => onChange(key)}
            data-testid={`sort-${key}`}
            data-order={order}
          >
            {t(`sort.${key}`)}
            <span className={styles.arrow} aria-hidden="true">
              {order === 'desc' ? '↓' : order === 'asc' ? '↑' : '↕'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
