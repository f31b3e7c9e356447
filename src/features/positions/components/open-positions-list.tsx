// Open stock positions, live (every second while visible): market phase and quote age, the totals,
// the cards, paging, and the close sheet for the card whose "close" was tapped.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketStatus } from '@/components/market-status';
import { VirtualRows } from '@/components/virtual-rows';
import { serverNow } from '@/lib/server-clock';

import { OPEN_POLL_MS, useStockPositions } from '../api/position-list-api';
import { openTotals, stockPositionView, type StockPositionView } from '../model/stock-position';

import { CloseSheet } from './close-sheet';
import { ListStates, NextPageFooter, VisitorPrompt } from './list-states';
import { OPEN_CARD_HEIGHT, OpenPositionCard } from './open-position-card';
import styles from './positions.module.css';
import { Refreshable } from './refreshable';
import { TotalsBar } from './totals-bar';

export function OpenPositionsList({
  stockCode,
  stockSpell,
  withTotals = false,
  onShowClosed,
}: {
  stockCode?: string;
  stockSpell?: string;
  withTotals?: boolean;
  onShowClosed: () => void;
}) {
  const { t } = useTranslation('positions');
  const query = useStockPositions({ state: 0, stockCode, stockSpell });
  const now = serverNow();
  const views = query.rows.map((r) => stockPositionView(r, now));
  // The sheet follows the live row (price, P/L) and keeps the last one once it is gone.
  const [selected, setSelected] = useState<StockPositionView | null>(null);
  const live = selected
    ? (views.find((v) => v.positionSn === selected.positionSn) ?? selected)
    : null;
  const render = useCallback(
    (v: StockPositionView) => (
      <div className={styles.slot}>
        <OpenPositionCard view={v} onClose={setSelected} />
      </div>
    ),
    [setSelected],
  );

  if (query.isVisitor) return <VisitorPrompt />;
  const isSearch = Boolean(stockCode || stockSpell);
  return (
    <Refreshable onRefresh={query.refetch}>
      <MarketStatus
        updatedAt={query.dataUpdatedAt}
        isError={query.isError}
        intervalMs={OPEN_POLL_MS}
      />
      {withTotals && views.length > 0 && (
        <>
          <TotalsBar totals={openTotals(views)} total={query.total} />
          <p className={styles.hintLine}>{t('stayFeeHint')}</p>
        </>
      )}
      <ListStates
        query={query}
        count={views.length}
        emptyTitle={isSearch ? t('empty.search') : t('empty.open')}
        cardHeight={OPEN_CARD_HEIGHT}
      >
        <VirtualRows
          items={views}
          rowHeight={OPEN_CARD_HEIGHT}
          keyOf={(v) => v.positionSn}
          render={render}
          testId="open-positions"
        />
        <NextPageFooter query={query} loaded={views.length} />
      </ListStates>
      <CloseSheet
        position={live}
        onDismiss={() => setSelected(null)}
        onShowClosed={() => {
          setSelected(null);
          onShowClosed();
        }}
      />
    </Refreshable>
  );
}
