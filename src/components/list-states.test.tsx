// The list states as a reader meets them: the error with a retry, the empty state, and the footer
// that either offers "load more" or waits to be scrolled to, then says there is no more.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ListStates, NextPageFooter, type StatesQuery } from './list-states';

const TEXTS = { loadingMore: 'Loading', loadMoreFailed: 'Failed, tap', noMore: 'The end' };

const paged = (over: Partial<Parameters<typeof NextPageFooter>[0]['query']> = {}) => ({
  fetchNextPage: vi.fn(() => Promise.resolve()),
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  ...over,
});

const states = (over: Partial<StatesQuery> = {}): StatesQuery => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});

const renderStates = (query: StatesQuery, count: number) =>
  render(
    <ListStates
      query={query}
      count={count}
      skeleton={<p>skeleton</p>}
      errorTitle="Could not load"
      retryText="Retry"
      emptyTitle="Nothing here"
      testIdPrefix="rows"
    >
      <p>rows</p>
    </ListStates>,
  );

describe('ListStates', () => {
  it('offers a retry after a failure with nothing to show, which asks again', () => {
    const query = states({ isError: true });
    renderStates(query, 0);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it has when a later poll fails, and says so when there are none', () => {
    renderStates(states({ isError: true }), 3);
    expect(screen.getByText('rows')).toBeTruthy();
    renderStates(states(), 0);
    expect(screen.getByTestId('rows-empty').textContent).toContain('Nothing here');
  });
});

describe('NextPageFooter', () => {
  it('offers "load more" when the list gives its words for it, and fetches on a tap', () => {
    const query = paged();
    render(
      <NextPageFooter
        query={query}
        loaded={20}
        texts={{ ...TEXTS, loadMore: 'More' }}
        testId="f"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('stays blank while more pages wait without those words, and ends with "no more"', () => {
    const { rerender } = render(
      <NextPageFooter query={paged()} loaded={20} texts={TEXTS} testId="f" />,
    );
    expect(screen.getByTestId('f').textContent).toBe('');
    rerender(
      <NextPageFooter query={paged({ hasNextPage: false })} loaded={25} texts={TEXTS} testId="f" />,
    );
    expect(screen.getByTestId('f').textContent).toBe('The end');
  });

  it('turns a failed page into a tap to try again', () => {
    const query = paged({ isFetchNextPageError: true });
    render(<NextPageFooter query={query} loaded={20} texts={TEXTS} testId="f" />);
    fireEvent.click(screen.getByRole('button', { name: 'Failed, tap' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
