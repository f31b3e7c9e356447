// /sellorderlist2: closed positions by pinyin initials (screens §6.2).
import { PositionSearchScreen } from '../components/position-search-screen';

export default function Sellorderlist2Page() {
  return <PositionSearchScreen list="closed" by="spell" />;
}
