// The stock positions of one list (open or closed, maybe narrowed by a search) as views, with
// what the list says when it has none.
import { useTranslation } from 'react-i18next';

import { useStockPositions, type PositionState } from '@/lib/queries/positions';
import { serverNow } from '@/lib/server-clock';

import { cachedStockView } from '../model/stock-view-cache';

export interface StockSearch {
  stockCode?: string;
  stockSpell?: string;
}

export const useStockList = (state: PositionState, { stockCode, stockSpell }: StockSearch) => {
  const { t } = useTranslation('positions');
  const query = useStockPositions({ state, stockCode, stockSpell });
  // Unchanged rows keep their view (the same object), so their memoised cards skip a poll.
  const now = serverNow();
  const views = query.rows.map((r) => cachedStockView(r, now));
  const emptyTitle =
    stockCode || stockSpell ? t('empty.search') : state === 0 ? t('empty.open') : t('empty.closed');
  return { query, views, emptyTitle };
};
