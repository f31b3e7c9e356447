// The status chips above a records list: every state, or one.
import { useTranslation } from 'react-i18next';

import { Segmented } from '@/components/segmented';

import styles from './status-filter.module.css';

export function StatusFilter<K extends string>({
  keys,
  labelOf,
  value,
  onChange,
  testIdPrefix,
}: {
  keys: readonly K[];
  labelOf: (key: K) => string;
  value: K | 'all';
  onChange: (key: K | 'all') => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('money');
  const items = [
    { key: 'all' as const, label: t('records.filter.all') },
    ...keys.map((k) => ({ key: k, label: labelOf(k) })),
  ];
  return (
    <Segmented<K | 'all'>
      items={items}
      value={value}
      onChange={onChange}
      label={t('records.filter.label')}
      variant="chips"
      className={styles.chips}
      testIdPrefix={testIdPrefix}
    />
  );
}
