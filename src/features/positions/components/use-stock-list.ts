// The stock positions of one list (open or closed, maybe narrowed by a search) as views, with
// what the list says when it has none.
import { useTranslation } from 'react-i18next';

import { useStockPositions, type PositionState } from '@/lib/queries/positions';
import { serverNow } from '@/lib/server-clock';

import { stockPositionView } from '../model/stock-position';

export interface StockSearch {
  stockCode?: string;
  stockSpell?: string;
}

export const useStockList = (state: PositionState, { stockCode, stockSpell }: StockSearch) => {
  const { t } = useTranslation('positions');
  const query = useStockPositions({ state, stockCode, stockSpell });
  const now = serverNow();
  const views = query.rows.map((r) => stockPositionView(r, now));
  const emptyTitle =
    stockCode || stockSpell ? t('empty.search') : state === 0 ? t('empty.open') : t('empty.closed');
  return { query, views, emptyTitle };
};
