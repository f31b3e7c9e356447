// Small labels of a position: exchange, board (科创/创业/ST) and direction.
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';
import type { Exchange } from '@/lib/market/instrument';

import type { BoardTag } from '../model/stock-position';

import styles from './positions.module.css';

export function ExchangeBadge({ exchange }: { exchange: Exchange | undefined }) {
  const { t } = useTranslation('positions');
  if (!exchange) return null;
  return <span className={styles.exchange}>{t(`exchange.${exchange}`)}</span>;
}

export function BoardBadge({ board }: { board: BoardTag }) {
  const { t } = useTranslation('positions');
  if (!board) return null;
  return <span className={styles.board}>{t(`board.${board}`)}</span>;
}

export function DirectionTag({ direction }: { direction: Direction | undefined }) {
  const { t } = useTranslation('positions');
  if (!direction) return null;
  return (
    <span className={styles.direction} data-direction={direction} data-testid="direction">
      {t(`direction.${direction}`)}
    </span>
  );
}
