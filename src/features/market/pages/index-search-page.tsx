// /indexsearchlist (screens §4.2): search the index list by code or name.
import { IndexSearchScreen } from '../components/search-screens';

export default function IndexSearchPage() {
  return <IndexSearchScreen />;
}
