// What a deposit page shows instead of its form while its channel loads, when it failed to load,
// or when the site offers none. The last two load on first use.
import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';

const ChannelProblem = lazy(() => import('./channel-problem'));

export function ChannelState({
  isPending,
  error,
  onRetry,
  emptyText,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
}) {
  if (isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  return (
    <Suspense fallback={null}>
      <ChannelProblem error={error} onRetry={onRetry} emptyText={emptyText} />
    </Suspense>
  );
}
