// /news?type= — the full news list (issue 22): the four category tabs of home, each an endless
// list of 15 a page, newest first; the chosen tab is kept in the URL.
import { useSearchParams } from 'react-router-dom';

import { NEWS_TAB_TYPES, type NewsTabType } from '@/lib/queries/news';

import { NewsList } from '../components/news-list';
import { NewsTabs } from '../components/news-tabs';
import { tabOf } from '../model/news-tab';

export default function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const type = tabOf(params.get('type')) ?? NEWS_TAB_TYPES[0];
  const choose = (next: NewsTabType) => {
    if (next === type) return;
    setParams({ type: String(next) }, { replace: true });
    window.scrollTo(0, 0);
  };
  return (
    <>
      <NewsTabs active={type} onChange={choose} />
      <section id="news-panel" role="tabpanel" aria-labelledby={`news-tab-${type}`}>
        <NewsList key={type} type={type} />
      </section>
    </>
  );
}
