// Pull to refresh around a list, one for every list page: antd-mobile's PullToRefresh (a kept
// library's gestures and springs, ~23 KiB gzip), fetched as the list mounts instead of with the
// page — the rows show at once, and the frame wraps them long before a finger can pull.
import { lazy, Suspense, type ReactNode } from 'react';

const PullRefreshFrame = lazy(() => import('./pull-refresh-frame'));

export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={children}>
      <PullRefreshFrame onRefresh={onRefresh}>{children}</PullRefreshFrame>
    </Suspense>
  );
}
