// /searchStock: the reference's older stock search; the same search as /searchlist.
import { StockSearchScreen } from '../components/search-screens';

export default function SearchStockPage() {
  return <StockSearchScreen />;
}
