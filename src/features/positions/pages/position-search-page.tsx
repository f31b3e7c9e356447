// /holdorderlist(2), /sellorderlist(2): open or closed positions found by stock code or pinyin
// initials (screens §6.2); the route table gives each path its list and search.
import { PositionSearchScreen } from '../components/position-search-screen';

type Props = Parameters<typeof PositionSearchScreen>[0];

export default function PositionSearchPage({ list, by }: Props) {
  return <PositionSearchScreen list={list} by={by} />;
}
