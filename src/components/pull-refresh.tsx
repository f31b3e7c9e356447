// Pull to refresh around a list, one for every list page: antd-mobile's PullToRefresh (a kept
// library's gestures and springs, ~23 KiB gzip), fetched as the list mounts instead of with the
// page — the rows show at once, and the frame wraps them long before a finger can pull.
//
// The rows reach the frame through a context, not as its children: a polled list re-renders its
// rows every second, and antd's frame would re-render with them (its spring, its gesture binding
// and two forced layout reads, ~5 ms at 1× CPU per poll on /warehouse — issue 24). Now the frame
// renders again only when `onRefresh` changes; the rows update inside it.
import { createContext, lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';

const PullRefreshFrame = lazy(() => import('./pull-refresh-frame'));

const RowsContext = createContext<ReactNode>(null);

/** The list's current rows, read inside the (unchanging) frame. */
function Rows() {
  return useContext(RowsContext);
}

export function PullRefresh({
  onRefresh,
  children,
}: {
  /** Keep it stable (a TanStack `refetch` is): the frame re-renders when it changes. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const frame = useMemo(
    () => (
      <Suspense fallback={<Rows />}>
        <PullRefreshFrame onRefresh={onRefresh}>
          <Rows />
        </PullRefreshFrame>
      </Suspense>
    ),
    [onRefresh],
  );
  return <RowsContext.Provider value={children}>{frame}</RowsContext.Provider>;
}
