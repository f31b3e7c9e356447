// Buy long / buy short entries under the quote (the tickets themselves are issue 7). Disabled
// with a reason while the stock is suspended; outside trading hours they stay open so a trader
// can prepare an order, with a hint that it will be refused until the session opens.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import type { InstrumentKind } from '@/lib/market/instrument';
import { usePhaseOnly } from '@/lib/market/use-phase-only';

import type { QuoteView } from '../model/quote-view';

import styles from './quote.module.css';

export const ticketPath = (
  kind: InstrumentKind,
  quote: QuoteView,
  side: 'long' | 'short',
  stockId: number | null | undefined,
): string => {
  const query = { code: quote.code, name: quote.name, side };
  if (kind === 'index') return routes.indexBuy.href(query);
  if (kind === 'futures') return routes.futuresBuy.href(query);
  // The reference's ticket query: name, code, m (price), id (stock id).
  return routes.buyStocks.href({ ...query, m: quote.price ?? undefined, id: stockId ?? undefined });
};

export function TradeBar({
  kind,
  quote,
  stockId,
}: {
  kind: InstrumentKind;
  quote: QuoteView;
  stockId: number | null | undefined;
}) {
  // Read here, so only this bar re-renders when the phase changes (and not every second).
  const phase = usePhaseOnly();
  const { t } = useTranslation('quote');
  const navigate = useNavigate();
  const hint =
    quote.isHalted && phase === 'open'
      ? t('trade.haltedHint')
      : phase !== 'open'
        ? t('trade.closedHint')
        : '';
  const isBlocked = quote.isHalted && phase === 'open';
  return (
    <div className={styles.tradeBar} data-testid="trade-bar">
      {hint && <p className={styles.tradeHint}>{hint}</p>}
      <div className={styles.tradeButtons}>
        <Button
          className={styles.buyLong}
          disabled={isBlocked}
          onClick={() => void navigate(ticketPath(kind, quote, 'long', stockId))}
          data-testid="buy-long"
        >
          {t('trade.buyLong')}
        </Button>
        <Button
          className={styles.buyShort}
          disabled={isBlocked}
          onClick={() => void navigate(ticketPath(kind, quote, 'short', stockId))}
          data-testid="buy-short"
        >
          {t('trade.buyShort')}
        </Button>
      </div>
    </div>
  );
}
