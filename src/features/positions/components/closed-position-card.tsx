// A closed stock position (screens §6.1 "Closed position card"): what sell.do booked — sell price
// and time, every fee, days held, gross and net P/L.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { closedFees, lotsOf, type StockPositionView } from '../model/stock-position';

import { BoardBadge, DirectionTag, ExchangeBadge } from './badges';
import { Figure } from './figure';
import { positionDetailPath } from './paths';
import styles from './positions.module.css';
import { toneOf, useFormat } from './use-format';

export const CLOSED_CARD_HEIGHT = 262;

export function ClosedPositionCard({ view }: { view: StockPositionView }) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const net = view.figures?.netPnl ?? null;
  return (
    <article
      className={styles.card}
      data-testid="closed-position"
      data-position-sn={view.positionSn}
      aria-label={view.name}
    >
      <header className={styles.cardHead}>
        <Link
          to={positionDetailPath(view.positionSn, view.code)}
          className={styles.stretched}
          aria-label={t('action.detail', { name: view.name })}
        >
          <strong className={styles.name}>{view.name}</strong>
        </Link>
        <ExchangeBadge exchange={view.exchange} />
        <span className={styles.code}>{view.code}</span>
        <BoardBadge board={view.board} />
        <DirectionTag direction={view.direction} />
      </header>
      <dl className={styles.pnlRow}>
        <Figure
          label={t('field.netPnl')}
          value={net ? f.money(net, true) : '--'}
          tone={toneOf(net)}
          testId="net-pnl"
        />
        <Figure
          label={t('field.pnl')}
          value={view.figures ? f.money(view.figures.pnl, true) : '--'}
          tone={toneOf(view.figures?.pnl)}
          testId="pnl"
        />
        <Figure
          label={t('field.yield')}
          value={view.figures ? f.pct(view.figures.pnlPct) : '--'}
          tone={toneOf(view.figures?.pnlPct)}
        />
      </dl>
      <dl className={styles.grid}>
        <Figure label={t('field.buyPrice')} value={f.money(view.buyPrice)} />
        <Figure
          label={t('field.sellPrice')}
          value={view.price ? f.money(view.price) : '--'}
          testId="sell-price"
        />
        <Figure
          label={t('field.quantity')}
          value={t('unit.sharesLots', { shares: f.int(view.shares), lots: lotsOf(view.shares) })}
        />
        <Figure label={t('field.buyFee')} value={f.money(view.buyFee)} />
        <Figure label={t('field.sellFee')} value={f.money(view.sellFee)} />
        <Figure label={t('field.stampDuty')} value={f.money(view.stampDuty)} />
        <Figure label={t('field.spreadFee')} value={f.money(view.spreadFee)} />
        <Figure label={t('field.fees')} value={f.money(closedFees(view))} />
        <Figure label={t('field.daysHeld')} value={t('unit.days', { days: view.daysHeld })} />
      </dl>
      <p className={styles.times}>
        <span>
          {t('field.buyTime')} {f.shortTime(view.buyTime)}
        </span>
        <span data-testid="sell-time">
          {t('field.sellTime')} {f.shortTime(view.sellTime)}
        </span>
      </p>
    </article>
  );
}
