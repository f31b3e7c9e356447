import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pausedQueryClient } from './paused-client';

let asked = 0;
/** Renders of the price, counted outside the component. */
const renders = new Map<'price', number>();
function Price() {
  renders.set('price', (renders.get('price') ?? 0) + 1);
  const { data } = useQuery({
    queryKey: ['price'],
    queryFn: () => ++asked,
    refetchInterval: 30,
    staleTime: 0,
  });
  return <p data-testid="price">{`price ${data ?? '-'}`}</p>;
}

const wait = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

describe('the paused query client of a hidden tab', () => {
  it('neither polls nor renders on updates; under the app client again, refreshes and polls', async () => {
    asked = 0;
    renders.clear();
    const client = new QueryClient();
    const paused = pausedQueryClient(client);
    const tree = (c: QueryClient) => (
      <QueryClientProvider client={c}>
        <Price />
      </QueryClientProvider>
    );
    const view = render(tree(client));
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(2));

    view.rerender(tree(paused));
    await wait(10);
    const [askedWhenPaused, rendersWhenPaused] = [asked, renders.get('price')];
    // Another page writes the same data: the hidden one does not draw it.
    act(() => client.setQueryData(['price'], 99));
    await wait(150);
    expect(asked).toBe(askedWhenPaused);
    expect(renders.get('price')).toBe(rendersWhenPaused);
    // The client's own methods still work through it.
    expect(paused.getQueryData(['price'])).toBe(99);

    view.rerender(tree(client));
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(askedWhenPaused + 2));
    expect(screen.getByTestId('price').textContent).toBe(`price ${asked}`);
  });
});
