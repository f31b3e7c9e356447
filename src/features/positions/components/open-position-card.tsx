// An open stock position (screens §6.1): live price and P/L (gross and after fees), yield, and
// the position's numbers. The name opens the detail page; "close" opens the close sheet.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { lotsOf, type StockPositionView } from '../model/stock-position';

import { BoardBadge, DirectionTag, ExchangeBadge } from './badges';
import { Figure } from './figure';
import { positionDetailPath } from './paths';
import styles from './positions.module.css';
import { toneOf, useFormat } from './use-format';

/** Height of a card's slot in the virtual list (the card itself is 8 px shorter). */
export const OPEN_CARD_HEIGHT = 272;

export function OpenPositionCard({
  view,
  onClose,
}: {
  view: StockPositionView;
  onClose?: (view: StockPositionView) => void;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const fig = view.figures;
  const placeholder = t('noPrice');
  return (
    <article
      className={styles.card}
      data-testid="open-position"
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
        {onClose && (
          <button
            type="button"
            className={styles.cardAction}
            onClick={() => onClose(view)}
            data-testid="close-position"
          >
            {t('action.close')}
          </button>
        )}
      </header>
      <p className={styles.sub}>
        <span>
          {t('field.latest')}{' '}
          <b className={styles.num} data-testid="latest-price">
            {view.price ? f.money(view.price) : placeholder}
          </b>
        </span>
        <span>
          {t('field.buyTime')} {f.shortTime(view.buyTime)}
        </span>
      </p>
      <dl className={styles.pnlRow}>
        <Figure
          label={t('field.pnl')}
          value={fig ? f.money(fig.pnl, true) : '--'}
          tone={toneOf(fig?.pnl)}
          testId="pnl"
        />
        <Figure
          label={t('field.netPnl')}
          value={fig ? f.money(fig.netPnl, true) : '--'}
          tone={toneOf(fig?.netPnl)}
          testId="net-pnl"
        />
        <Figure
          label={t('field.yield')}
          value={fig ? f.pct(fig.pnlPct) : '--'}
          tone={toneOf(fig?.pnlPct)}
          testId="yield"
        />
      </dl>
      <dl className={styles.grid}>
        <Figure
          label={t('field.quantity')}
          value={t('unit.sharesLots', { shares: f.int(view.shares), lots: lotsOf(view.shares) })}
        />
        <Figure label={t('field.lever')} value={t('unit.lever', { lever: view.lever })} />
        <Figure label={t('field.margin')} value={f.money(view.margin.plus(view.marginAdd))} />
        <Figure label={t('field.buyPrice')} value={f.money(view.buyPrice)} />
        <Figure
          label={t('field.marketValue')}
          value={fig ? f.money(fig.marketValue) : '--'}
          testId="market-value"
        />
        <Figure label={t('field.daysHeld')} value={t('unit.days', { days: view.daysHeld })} />
        <Figure label={t('field.stayFee')} value={f.money(view.stayFee)} hint="*" />
        <Figure label={t('field.stampDuty')} value={f.money(view.stampDuty)} />
        <Figure label={t('field.buyFee')} value={f.money(view.buyFee)} />
      </dl>
    </article>
  );
}
