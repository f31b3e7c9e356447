// The stock positions of one list (open or closed, maybe narrowed by a search) as views, with
// what the list says when it has none.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useStockPositions, type PositionState } from '@/lib/queries/positions';
import { serverNow } from '@/lib/server-clock';

import { beijingDay, cachedStockView } from '../model/stock-view-cache';

export interface StockSearch {
  stockCode?: string;
  stockSpell?: string;
}

export const useStockList = (state: PositionState, { stockCode, stockSpell }: StockSearch) => {
  const { t } = useTranslation('positions');
  const query = useStockPositions({ state, stockCode, stockSpell });
  // Unchanged rows keep their view (the same object), so their memoised cards skip a poll; the
  // list of views (and what is summed from it) stays the same while the rows and the day do.
  const { rows } = query;
  const day = beijingDay(serverNow());
  const views = useMemo(() => {
    const now = serverNow();
    return rows.map((r) => cachedStockView(r, now));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `day` stands for `now` here
  }, [rows, day]);
  const emptyTitle = useMemo(
    () =>
      stockCode || stockSpell
        ? t('empty.search')
        : state === 0
          ? t('empty.open')
          : t('empty.closed'),
    [t, state, stockCode, stockSpell],
  );
  return { query, views, emptyTitle };
};
