// Small labels of a position: exchange, board (科创/创业/ST), direction, and the rows of them
// after a position's name.
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';
import type { Exchange } from '@/lib/market/instrument';

import type { ContractPositionView } from '../model/contract-position';
import type { BoardTag, StockPositionView } from '../model/stock-position';

import styles from './badges.module.css';

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

/** A stock position's labels after its name: exchange, code, board, direction. */
export function StockBadges({ view }: { view: StockPositionView }) {
  return (
    <>
      <ExchangeBadge exchange={view.exchange} />
      <span className={styles.code}>{view.code}</span>
      <BoardBadge board={view.board} />
      <DirectionTag direction={view.direction} />
    </>
  );
}

/** A contract position's labels after its name: account (index / futures), code, direction. */
export function ContractBadges({ view }: { view: ContractPositionView }) {
  const { t } = useTranslation('positions');
  return (
    <>
      <span className={styles.exchange}>{t(`account.${view.kind}`)}</span>
      <span className={styles.code}>{view.code}</span>
      <DirectionTag direction={view.direction} />
    </>
  );
}
