// /searchlist (screens §4.2) and the reference's older /searchStock: search stocks by code, name
// or pinyin initials.
import { StockSearchScreen } from '../components/search-screens';

export default function StockSearchPage() {
  return <StockSearchScreen />;
}
