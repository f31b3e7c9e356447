// The pages under the layout, each in its own <main>. A tab page, once visited, stays mounted while
// the trader is elsewhere (issue 24: a tab switch showed a whole new page, ~250 ms at 4× CPU). It is
// `hidden`, drawn as `content-visibility: hidden` (app-layout.module.css), which keeps its style and
// layout for the next reveal (React's <Activity> forced `display:none`, so each reveal laid the page
// out again), and `inert` and `aria-hidden`, out of reach of keyboard and screen reader. Its effects
// stay mounted, so what they drive is paused another way: its queries read a paused client (no
// polls, refetches or renders, lib/queries/paused-client.ts) and window-driven work checks
// whether its page is `hidden` (virtual rows). Coming back shows the kept DOM at once; its queries resume after that
// frame and refresh stale data. Every other route mounts a fresh page per path, as before.
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import {
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom';

import { PageSkeleton } from '@/components/page-skeleton';
import { findRoute, TAB_LINKS } from '@/config/routes';
import { afterNextFrame } from '@/lib/after-next-frame';
import { PageShownContext } from '@/lib/page-shown';
import { pausedQueryClient } from '@/lib/queries/paused-client';

import styles from './app-layout.module.css';
import { TabScroll } from './tab-scroll';

export type Direction = 'forward' | 'back' | 'none';
type TabName = (typeof TAB_LINKS)[number]['name'];
type Where = ContextType<typeof LocationContext>;

/** A kept tab: its page element and the location it last had, so it renders as it was left. */
interface KeptTab {
  outlet: ReactNode;
  where: Where;
}

const TAB_NAMES: readonly TabName[] = TAB_LINKS.map((tab) => tab.name);

const tabOf = (pathname: string): TabName | null => {
  const name = findRoute(pathname)?.name;
  return TAB_NAMES.find((tab) => tab === name) ?? null;
};

/**
 * Shown again at the address it was left at (a tab-bar tap), a kept tab renders its kept element
 * and location, unchanged: React reveals the page without rendering its output again (only its
 * location readers run, ADR 0037). A page given a `state` renders again, as any other address.
 */
const sameAddress = ({ location: a }: Where, { location: b }: Where) =>
  a.pathname === b.pathname &&
  a.search === b.search &&
  a.hash === b.hash &&
  a.state == null &&
  b.state == null;

/** A page left while still loading is not kept: its skeleton would linger, hidden. */
const isLoading = (main: HTMLElement | undefined) =>
  !!main?.querySelector('[aria-busy="true"], .adm-skeleton');

export function RoutePagesHost({ direction, session }: { direction: Direction; session: string }) {
  const outlet = useOutlet();
  const where = useContext(LocationContext);
  const active = tabOf(where.location.pathname);
  const [kept, setKept] = useState({ session, tabs: new Map<TabName, KeptTab>() });
  const mains = useRef(new Map<TabName, HTMLElement>());
  const client = useQueryClient();
  const paused = useMemo(() => pausedQueryClient(client), [client]);
  // The tab whose queries run. It follows `active` once the switch's frame is painted, so neither
  // the page left nor the page shown renders again in the tap's own task; a tab opened for the
  // first time runs at once (it has nothing to show yet).
  const [live, setLive] = useState<TabName | null>(active);
  if (active && active !== live && !kept.tabs.has(active)) setLive(active);

  // Kept pages belong to one session: a log-in or log-out drops the hidden ones.
  let tabs = kept.session === session ? kept.tabs : new Map<TabName, KeptTab>();
  const last = active ? tabs.get(active) : undefined;
  if (active && last?.where !== where && !(last && sameAddress(last.where, where))) {
    tabs = new Map(tabs).set(active, { outlet, where });
  }
  if (tabs !== kept.tabs) setKept({ session, tabs });

  const previous = useRef(active);
  useLayoutEffect(() => {
    const left = previous.current;
    previous.current = active;
    // Focus inside the page left would sit in an inert page: it goes back to the document.
    const focused = document.activeElement;
    if (left && left !== active && focused instanceof HTMLElement) {
      if (mains.current.get(left)?.contains(focused)) focused.blur();
    }
    if (!left || left === active || !isLoading(mains.current.get(left))) return;
    setKept((now) => {
      const next = new Map(now.tabs);
      next.delete(left);
      return { ...now, tabs: next };
    });
  }, [active]);

  useEffect(() => afterNextFrame(() => setLive(active)), [active]);

  return (
    <>
      {TAB_NAMES.filter((name) => tabs.has(name)).map((name) => {
        const shown = name === active;
        // Each tab renders its kept element and location: the one shown, the current route (or
        // the same address); a hidden one, unchanged, so React skips it and its page never sees
        // another route's address.
        const tab = tabs.get(name)!;
        return (
          <main
            key={name}
            ref={(el) => {
              if (el) mains.current.set(name, el);
              else mains.current.delete(name);
            }}
            className={styles.page}
            data-slide={shown ? direction : 'none'}
            data-tab-page={name}
            hidden={!shown}
            inert={!shown}
            aria-hidden={shown ? undefined : true}
          >
            <TabScroll tab={name} shown={shown} />
            <QueryClientProvider client={name === live ? client : paused}>
              <PageShownContext value={name === live}>
                <LocationContext.Provider value={tab.where}>
                  <Suspense fallback={<PageSkeleton />}>{tab.outlet}</Suspense>
                </LocationContext.Provider>
              </PageShownContext>
            </QueryClientProvider>
          </main>
        );
      })}
      {!active && (
        <main key={where.location.pathname} className={styles.page} data-slide={direction}>
          <Suspense fallback={<PageSkeleton />}>{outlet}</Suspense>
        </main>
      )}
    </>
  );
}
