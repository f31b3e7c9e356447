// The instrument being ordered: name, code, live price and change, whether its market is open,
// today's limit band (stocks) and what is already held in it (an order in the same direction is
// merged into that position).
import { useTranslation } from 'react-i18next';

import { limitPctOf, limitPrices, plateOfCode } from '@/api/contracts/market-rules';
import { InstrumentTitle } from '@/components/instrument-title';
import { directionOf, formatPct } from '@/lib/market/quote-format';

import cardStyles from './card.module.css';
import { formatTick } from './format';
import styles from './ticket-header.module.css';
import type { TicketState } from './use-ticket';

/** The price and the change take the colour of their direction. */
const TONE_CLASS = { rise: styles.rise, fall: styles.fall, flat: styles.flat };

export function TicketHeader({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const { model, spec, quote, held, input } = state;
  const instrument = model.instrument;
  const name = instrument?.name ?? spec.name;
  const code = instrument?.code ?? spec.code;
  const price = model.price ?? spec.linkPrice ?? null;
  const tone = directionOf(model.changePct);
  const prevClose = Number(quote.data?.stock.preclose_px ?? NaN);
  const isStockLike = spec.kind === 'stock' || spec.kind === 'funds';
  const pct =
    isStockLike && instrument
      ? limitPctOf(instrument.gid, instrument.name, plateOfCode(instrument.code))
      : null;
  const band = pct !== null && prevClose > 0 ? limitPrices(prevClose, pct) : null;
  const session = model.session;
  // Stock tickets show the market phase line above instead.
  const sessionKey =
    !session || isStockLike
      ? null
      : session.isOpen
        ? 'session.open'
        : session.reason === 'holiday'
          ? 'session.holiday'
          : session.reason === 'weekend'
            ? 'session.weekend'
            : 'session.closed';
  const heldLots = held !== undefined && isStockLike ? held / 100 : held;

  return (
    <section className={cardStyles.card} data-testid="ticket-header">
      <InstrumentTitle
        name={name || code}
        code={code}
        aside={
          sessionKey && (
            <span
              className={styles.badge}
              data-open={session?.isOpen ? 'true' : 'false'}
              data-testid="ticket-session"
            >
              {t(sessionKey)}
            </span>
          )
        }
      />
      <div className={styles.priceRow}>
        <span className={`${styles.price} ${TONE_CLASS[tone]}`} data-testid="ticket-price">
          {formatTick(price)}
        </span>
        <span className={`${styles.change} ${TONE_CLASS[tone]}`}>{formatPct(model.changePct)}</span>
      </div>
      {(band || model.price === null) && (
        <p className={styles.meta}>
          {band && <span>{t('header.limitUp', { price: formatTick(band.limitUp) })}</span>}
          {band && <span>{t('header.limitDown', { price: formatTick(band.limitDown) })}</span>}
          {model.price === null && spec.linkPrice !== undefined && (
            <span>{t('header.linkPrice')}</span>
          )}
        </p>
      )}
      {heldLots !== undefined && heldLots > 0 && (
        <p className={styles.holding} data-testid="ticket-holding">
          {t(input.side === 'long' ? 'header.heldLong' : 'header.heldShort', { lots: heldLots })}
        </p>
      )}
    </section>
  );
}
