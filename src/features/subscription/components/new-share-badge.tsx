// A new share's market (沪/深/北/科/创) or an application's kind as a small badge.
import { useTranslation } from 'react-i18next';

import { marketOf } from '../model/market';
import type { RecordKind } from '../model/record-view';

import styles from './new-share-badge.module.css';

export function MarketBadge({ stockType }: { stockType: string | null | undefined }) {
  const { t } = useTranslation('ipo');
  const market = marketOf(stockType);
  if (!market && !stockType) return null;
  return (
    <span className={styles.badge} data-testid="market-badge">
      {market ? t(`market.${market}`) : stockType}
    </span>
  );
}

export function KindBadge({ kind }: { kind: RecordKind }) {
  const { t } = useTranslation('ipo');
  return (
    <span className={styles.badge} data-kind="kind" data-testid="kind-badge">
      {t(`kind.${kind}`)}
    </span>
  );
}
