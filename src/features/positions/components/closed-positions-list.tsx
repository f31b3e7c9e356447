// Closed stock positions, newest sale first: what each close booked.
import { newestSaleFirst, type StockPositionView } from '../model/stock-position';

import { CLOSED_CARD_HEIGHT, ClosedPositionCard } from './closed-position-card';
import { PagedCards } from './paged-cards';
import { useStockList, type StockSearch } from './use-stock-list';

const renderCard = (v: StockPositionView) => <ClosedPositionCard view={v} />;

export function ClosedPositionsList(search: StockSearch) {
  const { query, views, emptyTitle } = useStockList(1, search);
  return (
    <PagedCards
      query={query}
      items={newestSaleFirst(views)}
      keyOf={(v) => v.positionSn}
      cardHeight={CLOSED_CARD_HEIGHT}
      renderCard={renderCard}
      emptyTitle={emptyTitle}
      testId="closed-positions"
    />
  );
}
