// The exchange badge of a block-trade offer or position: from the market-prefixed code when the
// row has one, else from the bare code; nothing when neither says.
import { useTranslation } from 'react-i18next';

import { exchangeOfCode } from '@/lib/market/instrument';

import styles from './exchange-badge.module.css';

export function ExchangeBadge({ gid, code }: { gid: string | null | undefined; code: string }) {
  const { t } = useTranslation('market');
  const exchange = exchangeOfCode(gid ?? '') ?? exchangeOfCode(code);
  return exchange ? <em className={styles.badge}>{t(`badge.${exchange}`)}</em> : null;
}
