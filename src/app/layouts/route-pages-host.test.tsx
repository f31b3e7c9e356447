import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RoutePagesHost } from './route-pages-host';

const router: { go: NavigateFunction } = { go: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = navigate;
  }, [navigate]);
  return null;
}

/** How often each page's content (below its location reader) rendered. */
const renders = new Map<string, number>();
function Content({ id }: { id: string }) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return null;
}

/** A page with a counter the user taps and the address it sees. */
function CountingPage({ id }: { id: string }) {
  const [taps, setTaps] = useState(0);
  const { pathname, search } = useLocation();
  return (
    <section data-testid={id}>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        {`${id} taps ${taps}`}
      </button>
      <p data-testid={`${id}-where`}>{pathname + search}</p>
      <Content id={id} />
    </section>
  );
}

let polls = 0;
function PolledPage() {
  const { data } = useQuery({
    queryKey: ['quotes'],
    queryFn: () => ++polls,
    refetchInterval: 40,
  });
  return <p data-testid="quotes">{`poll ${data ?? 0}`}</p>;
}

const LoadingPage = () => <div aria-busy="true" data-testid="loading" />;

const renderPages = (session = 'token-1') => {
  const client = new QueryClient();
  const tree = (s: string) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Navigator />
        <Routes>
          <Route element={<RoutePagesHost direction="none" session={s} />}>
            <Route path="/home" element={<CountingPage id="home" />} />
            <Route path="/trading-list" element={<PolledPage />} />
            <Route path="/mylist" element={<LoadingPage />} />
            <Route path="/kline" element={<CountingPage id="kline" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(session));
  return { ...view, switchSession: (s: string) => view.rerender(tree(s)) };
};

const to = (path: string) => act(() => router.go(path));
const mainOf = (id: string) => screen.getByTestId(id).closest('main')!;
/** Hidden the app's way: `hidden` (drawn as content-visibility), out of reach (inert, aria-hidden). */
const isHidden = (main: HTMLElement) => {
  const flags = [
    main.hidden,
    main.hasAttribute('inert'),
    main.getAttribute('aria-hidden') === 'true',
  ];
  if (flags.some((flag) => flag !== flags[0])) throw new Error(`half hidden: ${String(flags)}`);
  return flags[0];
};
/** One frame and the task after it: when a switch's queries resume or pause. */
const afterFrame = () => act(() => new Promise((done) => setTimeout(done, 50)));

describe('the pages under the layout', () => {
  beforeEach(() => {
    polls = 0;
    // jsdom does not scroll: the window's offset is what the app last asked for.
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo);
    window.scrollTo(0, 0);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a tab visited again shows the same page, as it was left, and hides it meanwhile', async () => {
    renderPages();
    fireEvent.click(screen.getByRole('button', { name: 'home taps 0' }));
    const page = screen.getByTestId('home');

    await to('/trading-list?m=sh');
    // Hidden from sight and from the accessibility tree; still the address it was shown at.
    expect(isHidden(mainOf('home'))).toBe(true);
    expect(screen.queryByRole('button', { name: /home taps/ })).toBeNull();
    expect(screen.getByTestId('home-where').textContent).toBe('/home');
    expect(screen.getAllByRole('main')).toHaveLength(1);

    await to('/home');
    expect(screen.getByTestId('home')).toBe(page);
    expect(screen.getByRole('button', { name: 'home taps 1' })).toBeTruthy();
    expect(isHidden(mainOf('home'))).toBe(false);
    expect(isHidden(mainOf('quotes'))).toBe(true);
  });

  it('a tab shown again at the address it was left at is revealed, not rendered again', async () => {
    renderPages();
    await to('/home?from=news');
    await to('/trading-list');
    const before = renders.get('home');
    await to('/home?from=news');
    expect(isHidden(mainOf('home'))).toBe(false);
    expect(renders.get('home')).toBe(before);
    // Another address of the same tab: the page renders it.
    await to('/home');
    expect(screen.getByTestId('home-where').textContent).toBe('/home');
    expect(renders.get('home')).toBeGreaterThan(before!);
  });

  it('each tab comes back scrolled where it was; a new tab opens at the top', async () => {
    renderPages();
    window.scrollTo(0, 640);
    await to('/trading-list');
    expect(window.scrollY).toBe(0);
    window.scrollTo(0, 120);
    await to('/home');
    expect(window.scrollY).toBe(640);
    await to('/trading-list');
    expect(window.scrollY).toBe(120);
  });

  it('a hidden tab does not poll; shown again, it polls again', async () => {
    renderPages();
    await to('/trading-list');
    await waitFor(() => expect(polls).toBeGreaterThanOrEqual(3));
    await to('/home');
    // Paused once the switch's frame is painted (a poll already due may still land before).
    await afterFrame();
    const atLeave = polls;
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(polls).toBe(atLeave);

    await to('/trading-list');
    await waitFor(() => expect(polls).toBeGreaterThanOrEqual(atLeave + 2));
  });

  it('any other route gets a fresh page each time and keeps nothing once left', async () => {
    renderPages();
    await to('/kline');
    fireEvent.click(screen.getByRole('button', { name: 'kline taps 0' }));
    const page = screen.getByTestId('kline');
    await to('/home');
    expect(screen.queryByTestId('kline')).toBeNull();
    await to('/kline');
    expect(screen.getByTestId('kline')).not.toBe(page);
    expect(screen.getByRole('button', { name: 'kline taps 0' })).toBeTruthy();
    // The tab page stays kept, hidden, under a deeper page.
    expect(isHidden(mainOf('home'))).toBe(true);
  });

  it('a tab left while loading is not kept', async () => {
    renderPages();
    await to('/mylist');
    expect(screen.getByTestId('loading')).toBeTruthy();
    await to('/home');
    expect(screen.queryByTestId('loading')).toBeNull();
  });

  it('a log-in or log-out drops the hidden tabs, not the one shown', async () => {
    const { switchSession } = renderPages();
    await to('/trading-list');
    const quotes = screen.getByTestId('quotes');
    expect(screen.getByTestId('home')).toBeTruthy();
    act(() => switchSession(''));
    expect(screen.queryByTestId('home')).toBeNull();
    expect(screen.getByTestId('quotes')).toBe(quotes);
  });
});
