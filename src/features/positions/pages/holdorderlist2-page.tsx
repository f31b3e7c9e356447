// /holdorderlist2: open positions by pinyin initials (screens §6.2).
import { PositionSearchScreen } from '../components/position-search-screen';

export default function Holdorderlist2Page() {
  return <PositionSearchScreen list="open" by="spell" />;
}
