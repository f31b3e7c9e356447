// /searchlist (screens §4.2): search stocks by code, name or pinyin initials.
import { StockSearchScreen } from '../components/search-screens';

export default function SearchlistPage() {
  return <StockSearchScreen />;
}
