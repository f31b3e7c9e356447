// A paged list page's body: pull to refresh around the list's states (skeleton, error with retry,
// empty), the rows, and the footer that loads the next page as it nears the screen (with a "load
// more" button, and the end said). The news tabs and the announcements list are this.
import type { ReactNode } from 'react';

import {
  ListStates,
  NextPageFooter,
  type FooterTexts,
  type ListStatesProps,
  type PagedQuery,
  type StatesQuery,
} from './list-states';
import { PullRefresh } from './pull-refresh';

export interface PagedListProps extends Omit<ListStatesProps, 'query'> {
  query: StatesQuery & PagedQuery;
  footerTexts: FooterTexts;
  /** The states' and the footer's test ids: `<prefix>-error`, `<prefix>-empty`, `<prefix>-footer`. */
  testIdPrefix: string;
  children: ReactNode;
}

export function PagedList({ query, count, footerTexts, children, ...states }: PagedListProps) {
  return (
    <PullRefresh onRefresh={query.refetch}>
      <ListStates query={query} count={count} {...states}>
        {children}
        <NextPageFooter
          query={query}
          loaded={count}
          hasLoadMoreButton
          texts={footerTexts}
          testId={`${states.testIdPrefix}-footer`}
        />
      </ListStates>
    </PullRefresh>
  );
}
