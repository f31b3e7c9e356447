// The strip above a data screen: when the data was fetched and a refresh button (the reference put
// a refresh icon in its header; the shared header has no slot, so it lives here).
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format/date';

import numberStyles from './number.module.css';
import styles from './screen-toolbar.module.css';

export interface ScreenToolbarProps {
  updatedAt: number;
  isFetching: boolean;
  onRefresh: () => void;
  /** Extra text on the left (e.g. the row count). */
  extra?: string;
}

export function ScreenToolbar({ updatedAt, isFetching, onRefresh, extra }: ScreenToolbarProps) {
  const { t } = useTranslation('marketLists');
  return (
    <div className={styles.toolbar}>
      <span className={numberStyles.num} data-testid="screen-updated">
        {updatedAt > 0 ? t('screens.updatedAt', { time: formatDateTime(updatedAt).slice(11) }) : ''}
        {extra ? ` · ${extra}` : ''}
      </span>
      <button
        type="button"
        className={styles.refresh}
        onClick={onRefresh}
        disabled={isFetching}
        data-spinning={isFetching}
        data-testid="screen-refresh"
      >
        <svg className={styles.refreshIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
        </svg>
        {isFetching ? t('screens.refreshing') : t('screens.refresh')}
      </button>
    </div>
  );
}
