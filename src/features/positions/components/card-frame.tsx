// The frame of a position or order card: the name (a link covering the card when there is a
// detail page, so a tap anywhere opens it), the labels after it, an action button above the
// link, then the card's figures.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ContractPositionView } from '../model/contract-position';
import type { StockPositionView } from '../model/stock-position';

import { ContractBadges, StockBadges } from './badges';
import { positionDetailPath } from './paths';
import styles from './card-frame.module.css';

/**
 * A phone narrower than 360 px: a card's head takes two lines, the name alone on the first (the
 * labels and buttons no longer fit beside it in every language). Same query as card-frame.module.css.
 */
export const NARROW_CARDS = '(max-width: 359px)';
/** What the second line adds to a card's height there. */
export const NARROW_HEAD_EXTRA_PX = 28;

export interface CardAction {
  label: string;
  onClick: () => void;
  testId: string;
  /** The finger is down on it (before the click): start loading what it opens. */
  onReach?: () => void;
}

export interface CardFrameProps {
  name: string;
  detailPath?: string;
  labels: ReactNode;
  action?: CardAction | false | null;
  /** A second button, before the action (an open stock's "add"). */
  extraAction?: CardAction | null;
  testId: string;
  positionSn?: string;
  orderId?: number;
  children: ReactNode;
}

type PositionCardProps = Omit<CardFrameProps, 'name' | 'detailPath' | 'labels' | 'positionSn'>;

/** A stock position's card: the name opens its detail page; exchange, code, board, direction. */
export function StockCardFrame({ view, ...card }: PositionCardProps & { view: StockPositionView }) {
  return (
    <CardFrame
      name={view.name}
      detailPath={positionDetailPath(view.positionSn, view.code)}
      labels={<StockBadges view={view} />}
      positionSn={view.positionSn}
      {...card}
    />
  );
}

/** An index or futures position's card: the name opens its detail page; kind, code, direction. */
export function ContractCardFrame({
  view,
  ...card
}: PositionCardProps & { view: ContractPositionView }) {
  return (
    <CardFrame
      name={view.name}
      detailPath={positionDetailPath(view.positionSn, view.code, view.kind)}
      labels={<ContractBadges view={view} />}
      positionSn={view.positionSn}
      {...card}
    />
  );
}

export function CardFrame(props: CardFrameProps) {
  const { t } = useTranslation('positions');
  return <CardFrameBody {...props} detailLabel={t('action.detail', { name: props.name })} />;
}

/** The frame with its link's label already looked up (the open cards: no hook of its own). */
export function CardFrameBody({
  name,
  detailPath,
  detailLabel,
  labels,
  action,
  extraAction,
  testId,
  positionSn,
  orderId,
  children,
}: CardFrameProps & { detailLabel: string }) {
  const title = <strong className={styles.name}>{name}</strong>;
  return (
    <article
      className={styles.card}
      data-testid={testId}
      data-position-sn={positionSn}
      data-order-id={orderId}
      aria-label={name}
    >
      <header className={styles.cardHead}>
        {detailPath ? (
          <Link to={detailPath} className={styles.stretched} aria-label={detailLabel}>
            {title}
          </Link>
        ) : (
          title
        )}
        <div className={styles.headLine}>
          {labels}
          {extraAction && (
            <button
              type="button"
              className={styles.cardAction}
              onClick={extraAction.onClick}
              data-testid={extraAction.testId}
            >
              {extraAction.label}
            </button>
          )}
          {action && (
            <button
              type="button"
              className={styles.cardAction}
              onClick={action.onClick}
              onPointerDown={action.onReach}
              data-testid={action.testId}
            >
              {action.label}
            </button>
          )}
        </div>
      </header>
      {children}
    </article>
  );
}
