// /holdorderlist: open positions by stock code (screens §6.2).
import { PositionSearchScreen } from '../components/position-search-screen';

export default function HoldorderlistPage() {
  return <PositionSearchScreen list="open" by="code" />;
}
