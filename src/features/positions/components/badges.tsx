// Small labels of a position: exchange, board (科创/创业/ST), direction, and the rows of them
// after a position's name.
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';

import type { ContractPositionView } from '../model/contract-position';
import type { StockPositionView } from '../model/stock-position';

import styles from './badges.module.css';

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
  const { t } = useTranslation('positions');
  return (
    <StockBadgeLabels
      view={view}
      exchange={view.exchange && t(`exchange.${view.exchange}`)}
      board={view.board && t(`board.${view.board}`)}
      direction={t(`direction.${view.direction}`)}
    />
  );
}

/** The same labels from texts already looked up (the open cards: no hook per badge). */
export function StockBadgeLabels({
  view,
  exchange,
  board,
  direction,
}: {
  view: StockPositionView;
  exchange: string | null | undefined;
  board: string | null | undefined;
  direction: string;
}) {
  return (
    <>
      {exchange && <span className={styles.exchange}>{exchange}</span>}
      <span className={styles.code}>{view.code}</span>
      {board && <span className={styles.board}>{board}</span>}
      <span className={styles.direction} data-direction={view.direction} data-testid="direction">
        {direction}
      </span>
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
