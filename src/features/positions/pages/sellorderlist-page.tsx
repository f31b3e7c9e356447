// /sellorderlist: closed positions by stock code (screens §6.2).
import { PositionSearchScreen } from '../components/position-search-screen';

export default function SellorderlistPage() {
  return <PositionSearchScreen list="closed" by="code" />;
}
