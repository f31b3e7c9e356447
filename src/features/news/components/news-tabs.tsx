// The four category tabs of /news; the choice lives in the URL (`?type=`), kept by the page.
import { useTranslation } from 'react-i18next';

import { NEWS_TAB_TYPES, type NewsTabType } from '@/lib/queries/news';

import styles from './news-tabs.module.css';

export function NewsTabs({
  active,
  onChange,
}: {
  active: NewsTabType;
  onChange: (type: NewsTabType) => void;
}) {
  const { t } = useTranslation('news');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')}>
      {NEWS_TAB_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          id={`news-tab-${type}`}
          aria-selected={active === type}
          aria-controls="news-panel"
          className={styles.tab}
          data-testid={`news-tab-${type}`}
          onClick={() => onChange(type)}
        >
          {t(`tabs.type${type}`)}
        </button>
      ))}
    </div>
  );
}
