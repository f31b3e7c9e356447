// Pull to refresh around a list, one for every list page: antd-mobile's PullToRefresh (a kept
// library's gestures and springs, ~23 KiB gzip), fetched as the list mounts instead of with the
// page — the rows show at once, and the frame wraps them long before a finger can pull.
//
// The rows are rendered once, through a portal, into one element of their own that the frame's
// slot takes in when it arrives: the rows are moved, not mounted again (a remount dropped every
// row's DOM and state as the frame arrived — pictures loading again, a virtual list measured
// again, 200 position cards rendered twice on /warehouse's first visit).
//
// The frame renders again only when `onRefresh` changes, never with the rows: a polled list
// re-renders its rows every second, and antd's frame would re-render with them (its spring, its
// gesture binding and two forced layout reads, ~5 ms at 1× CPU per poll on /warehouse — issue 24).
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const PullRefreshFrame = lazy(() => import('./pull-refresh-frame'));

/** A box that lays out as if it were not there, so the rows sit as the list's own children. */
function invisibleBox(): HTMLDivElement {
  const box = document.createElement('div');
  box.style.display = 'contents';
  return box;
}

/** Where the rows' element is shown: before the frame arrives, then inside it. */
function Slot({ rows }: { rows: HTMLElement }) {
  return (
    <div
      style={{ display: 'contents' }}
      ref={(el) => {
        // Moving a node takes it out first (a focused row would lose focus): only when it is not here.
        if (el && rows.parentNode !== el) el.appendChild(rows);
      }}
    />
  );
}

export function PullRefresh({
  onRefresh,
  children,
}: {
  /** Keep it stable (a TanStack `refetch` is): the frame re-renders when it changes. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [rows] = useState(invisibleBox);
  const frame = useMemo(
    () => (
      <Suspense fallback={<Slot rows={rows} />}>
        <PullRefreshFrame onRefresh={onRefresh}>
          <Slot rows={rows} />
        </PullRefreshFrame>
      </Suspense>
    ),
    [onRefresh, rows],
  );
  return (
    <>
      {frame}
      {createPortal(children, rows)}
    </>
  );
}
