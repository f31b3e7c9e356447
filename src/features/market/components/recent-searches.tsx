// Recent searches of one kind: chips linking to the detail pages, newest first, with a clear button.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import {
  pushRecent,
  readRecent,
  recentPath,
  withoutKind,
  writeRecent,
  type RecentEntry,
  type RecentKind,
} from '../model/recent-searches';

import styles from './recent-searches.module.css';
import sectionHeadStyles from './section-head.module.css';

export const useRecentSearches = (kind: RecentKind) => {
  const [all, setAll] = useState(readRecent);
  const add = useCallback((entry: RecentEntry) => {
    const next = pushRecent(readRecent(), entry);
    writeRecent(next);
    setAll(next);
  }, []);
  const clear = useCallback(() => {
    const next = withoutKind(readRecent(), kind);
    writeRecent(next);
    setAll(next);
  }, [kind]);
  return { items: all.filter((e) => e.kind === kind), add, clear };
};

export interface RecentSearchesProps {
  items: readonly RecentEntry[];
  onOpen: (entry: RecentEntry) => void;
  onClear: () => void;
  /** Shown when there is nothing yet. */
  hint: string;
}

export function RecentSearches({ items, onOpen, onClear, hint }: RecentSearchesProps) {
  const { t } = useTranslation('marketLists');
  if (items.length === 0) return <p className={styles.hint}>{hint}</p>;
  return (
    <section data-testid="recent-searches">
      <div className={sectionHeadStyles.sectionHead}>
        <h2>{t('search.recent')}</h2>
        <button
          type="button"
          onClick={onClear}
          aria-label={t('search.clearRecentLabel')}
          data-testid="recent-clear"
        >
          {t('search.clearRecent')}
        </button>
      </div>
      <ul className={styles.recentList}>
        {items.map((e) => (
          <li key={`${e.kind}-${e.code}`}>
            <Link
              to={recentPath(e)}
              className={styles.recentItem}
              onClick={() => onOpen(e)}
              data-testid="recent-item"
              data-code={e.code}
            >
              {e.name}
              <small>{e.code}</small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
