// Open stock positions, live (every second while visible): market phase and quote age, the totals,
// the cards, paging, the close sheet for the card whose "close" was tapped and the add-on sheet
// for the one whose "add" was. The cards' texts are looked up here, once per language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketStatus } from '@/components/market-status';
import { useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { OPEN_POLL_MS } from '@/lib/queries/positions';

import { openTotals } from '../model/stock-position';

import { AddOnLauncher } from './add-on-launcher';
import { CardTextProvider, useCardTextOfList } from './card-text';
import { stockCloseSheet } from './lazy-sheets';
import { OPEN_CARD_HEIGHT, OpenPositionCard } from './open-position-card';
import { ClosableCards } from './paged-cards';
import styles from './open-positions-list.module.css';
import { TotalsBar } from './totals-bar';
import { useStockList, type StockSearch } from './use-stock-list';

export function OpenPositionsList({
  withTotals = false,
  onShowClosed,
  ...search
}: StockSearch & { withTotals?: boolean; onShowClosed: () => void }) {
  const { t } = useTranslation('positions');
  const { query, views, emptyTitle } = useStockList(0, search);
  const cardText = useCardTextOfList();
  const totals = useMemo(() => (withTotals ? openTotals(views) : null), [withTotals, views]);
  // Within 0.5 s of the first cards even on a busy phone: a tap before the code is in waits for it.
  useWarmWhenIdle(stockCloseSheet.warm, views.length > 0, 500);
  return (
    <CardTextProvider value={cardText}>
      <AddOnLauncher views={views}>
        <ClosableCards
          query={query}
          items={views}
          card={OpenPositionCard}
          sheet={stockCloseSheet.Component}
          warmSheet={stockCloseSheet.warm}
          onShowClosed={onShowClosed}
          cardHeight={OPEN_CARD_HEIGHT}
          emptyTitle={emptyTitle}
          testId="open-positions"
          header={
            <>
              <MarketStatus
                updatedAt={query.dataUpdatedAt}
                isError={query.isError}
                intervalMs={OPEN_POLL_MS}
              />
              {totals && views.length > 0 && (
                <>
                  <TotalsBar totals={totals} total={query.total} />
                  <p className={styles.hintLine}>{t('stayFeeHint')}</p>
                </>
              )}
            </>
          }
        />
      </AddOnLauncher>
    </CardTextProvider>
  );
}
