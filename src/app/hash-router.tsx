// The app's router: react-router's HashRouter (a static dist on any host, no rewrites), except that
// one kind of navigation skips the transition. HashRouter renders every location change in
// `startTransition`: time-sliced, behind the frames the browser paints meanwhile, and it keeps a
// shown page while the next one suspends. A tab-bar tap shows a kept page (ADR 0037) whose chunk and
// data are loaded: rendered at once, with the tab's own highlight, in the tap's own task, it is on
// screen a frame or two sooner at 4× CPU (issue 24). Every other navigation stays a transition.
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory } from 'react-router-dom';

let urgent = false;

/**
 * The navigation this same event makes next (a link's own click handler, after its `onClick`)
 * renders at once instead of in a transition. Not taken by then, the mark lapses.
 */
export const markNextNavigationUrgent = (): void => {
  urgent = true;
  queueMicrotask(() => {
    urgent = false;
  });
};

export function AppHashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });

  useLayoutEffect(
    () =>
      history.listen((next) => {
        const now = urgent;
        urgent = false;
        if (now) setState(next);
        else startTransition(() => setState(next));
      }),
    [history],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
