import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppHashRouter, markNextNavigationUrgent } from './hash-router';

// A page whose code is still loading: it suspends until `arrive()` (a new one per test).
let arrive: () => void = () => undefined;
const slowPage = () =>
  lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <p>slow page</p> });
      }),
  );

const renderApp = () => {
  const Slow = slowPage();
  return render(
    <AppHashRouter>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route
            path="/home"
            element={
              <>
                <p>home page</p>
                <Link to="/slow">plain link</Link>
                <Link to="/slow" onClick={markNextNavigationUrgent}>
                  tab link
                </Link>
                <Link to="/quotes" onClick={markNextNavigationUrgent}>
                  quotes tab
                </Link>
              </>
            }
          />
          <Route path="/quotes" element={<p>quotes page</p>} />
          <Route path="/slow" element={<Slow />} />
        </Routes>
      </Suspense>
    </AppHashRouter>,
  );
};

describe('AppHashRouter', () => {
  beforeEach(() => {
    window.location.hash = '#/home';
  });
  afterEach(() => {
    arrive();
  });

  it('routes by the hash and writes the address a link goes to', async () => {
    renderApp();
    expect(screen.queryByText('home page')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('quotes tab'));
    });
    expect(screen.queryByText('quotes page')).not.toBeNull();
    expect(window.location.hash).toBe('#/quotes');
  });

  it('keeps the page on screen while an ordinary link’s next page loads', async () => {
    renderApp();
    await act(async () => {
      fireEvent.click(screen.getByText('plain link'));
    });
    expect(screen.queryByText('home page')).not.toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('slow page')).toBeTruthy();
  });

  it('renders a marked navigation at once: the next page, or its loading state', async () => {
    renderApp();
    await act(async () => {
      fireEvent.click(screen.getByText('tab link'));
    });
    // React hides the page it leaves (still in the DOM) behind the loading state.
    expect(screen.queryByText('loading')).not.toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('slow page')).toBeTruthy();
  });

  it('lets the mark lapse when the event does not navigate', async () => {
    renderApp();
    markNextNavigationUrgent();
    await Promise.resolve();
    await act(async () => {
      fireEvent.click(screen.getByText('plain link'));
    });
    expect(screen.queryByText('loading')).toBeNull();
  });
});
