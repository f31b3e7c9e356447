// The list states as a reader meets them: the error with a retry, the empty state, and the footer
// that either offers "load more" or waits to be scrolled to, then says there is no more; the
// common words when a list gives none, the skeletons, and a polled quote list's frame.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '@/lib/i18n';
import { siteSettingKey } from '@/lib/queries/site-setting';

import { CardsSkeleton, ListStates, NextPageFooter, type StatesQuery } from './list-states';
import { PolledList } from './polled-list';
import { RowsSkeleton } from './rows-skeleton';

const TEXTS = {
  loadMore: 'More',
  loadingMore: 'Loading',
  loadMoreFailed: 'Failed, tap',
  noMore: 'The end',
};

beforeAll(async () => {
  await initI18n('en');
});

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
  it('offers "load more" when the list asks for the button, and fetches on a tap', () => {
    const query = paged();
    render(<NextPageFooter query={query} loaded={20} hasLoadMoreButton texts={TEXTS} testId="f" />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('stays blank while more pages wait without the button, and ends with "no more"', () => {
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

describe('the common words', () => {
  it('speak for a list that gives none: failure, retry, empty with its explanation', () => {
    const query = states({ isError: true });
    const { unmount } = render(
      <ListStates query={query} count={0} skeleton={null} testIdPrefix="rows">
        <p>rows</p>
      </ListStates>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    unmount();
    render(
      <ListStates
        query={states()}
        count={0}
        skeleton={null}
        emptyDescription="Try another day"
        testIdPrefix="rows"
      >
        <p>rows</p>
      </ListStates>,
    );
    const empty = screen.getByTestId('rows-empty');
    expect(empty.textContent).toContain('Nothing here yet');
    expect(empty.textContent).toContain('Try another day');
  });

  it('fill the footer: load more, a failed page, the end', () => {
    const { rerender } = render(
      <NextPageFooter query={paged()} loaded={20} hasLoadMoreButton testId="f" />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    rerender(
      <NextPageFooter
        query={paged({ isFetchNextPageError: true })}
        loaded={20}
        hasLoadMoreButton
        testId="f"
      />,
    );
    expect(screen.getByRole('button', { name: 'Could not load, tap to retry' })).toBeTruthy();
    rerender(<NextPageFooter query={paged({ hasNextPage: false })} loaded={25} testId="f" />);
    expect(screen.getByTestId('f').textContent).toBe('No more');
  });
});

describe('skeletons', () => {
  it('stand in for quote rows, eight at most', () => {
    const { container } = render(<RowsSkeleton rows={5} testId="list-skeleton" />);
    expect(screen.getByTestId('list-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('[data-testid="list-skeleton"] > div')).toHaveLength(5);
    render(<RowsSkeleton rows={20} testId="many" />);
    expect(screen.getByTestId('many').children).toHaveLength(8);
  });

  it("stand in for cards in slots of the list's row height", () => {
    render(<CardsSkeleton height={132} testId="cards" />);
    const slots = [...screen.getByTestId('cards').children] as HTMLElement[];
    expect(slots).toHaveLength(3);
    expect(slots.every((slot) => slot.style.height === '132px')).toBe(true);
  });
});

describe('PolledList', () => {
  it('shows the market status, the header, then the states of a quote list', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The status line reads the trading windows; they are known, so nothing is fetched.
    client.setQueryData(siteSettingKey, { id: 1 });
    const query = { ...states({ isPending: true }), dataUpdatedAt: 0 };
    const frame = (q: typeof query, count: number) => (
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <PolledList query={q} intervalMs={1000} header={<p>heads</p>} count={count}>
            <p>rows</p>
          </PolledList>
        </Suspense>
      </QueryClientProvider>
    );
    const { rerender } = render(frame(query, 0));
    expect(await screen.findByTestId('market-status')).toBeTruthy();
    expect(screen.getByText('heads')).toBeTruthy();
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    rerender(frame({ ...query, isPending: false }, 0));
    expect(screen.getByTestId('list-empty').textContent).toContain('Nothing here yet');
    rerender(frame({ ...query, isPending: false, dataUpdatedAt: Date.now() }, 3));
    expect(screen.getByText('rows')).toBeTruthy();
  });
});
