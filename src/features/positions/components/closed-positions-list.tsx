// Closed stock positions, newest sale first: what each close booked.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { VirtualRows } from '@/components/virtual-rows';
import { serverNow } from '@/lib/server-clock';

import { useStockPositions } from '../api/position-list-api';
import {
  newestSaleFirst,
  stockPositionView,
  type StockPositionView,
} from '../model/stock-position';

import { CLOSED_CARD_HEIGHT, ClosedPositionCard } from './closed-position-card';
import { ListStates, NextPageFooter, VisitorPrompt } from './list-states';
import styles from './positions.module.css';
import { Refreshable } from './refreshable';

export function ClosedPositionsList({
  stockCode,
  stockSpell,
}: {
  stockCode?: string;
  stockSpell?: string;
}) {
  const { t } = useTranslation('positions');
  const query = useStockPositions({ state: 1, stockCode, stockSpell });
  const now = serverNow();
  const views = newestSaleFirst(query.rows.map((r) => stockPositionView(r, now)));
  const render = useCallback(
    (v: StockPositionView) => (
      <div className={styles.slot}>
        <ClosedPositionCard view={v} />
      </div>
    ),
    [],
  );
  if (query.isVisitor) return <VisitorPrompt />;
  const isSearch = Boolean(stockCode || stockSpell);
  return (
    <Refreshable onRefresh={query.refetch}>
      <ListStates
        query={query}
        count={views.length}
        emptyTitle={isSearch ? t('empty.search') : t('empty.closed')}
        cardHeight={CLOSED_CARD_HEIGHT}
      >
        <VirtualRows
          items={views}
          rowHeight={CLOSED_CARD_HEIGHT}
          keyOf={(v) => v.positionSn}
          render={render}
          testId="closed-positions"
        />
        <NextPageFooter query={query} loaded={views.length} />
      </ListStates>
    </Refreshable>
  );
}
