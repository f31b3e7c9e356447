// The home's loading lines (top gainers' tiles, the news list). Our own rather than antd-mobile's
// animated Skeleton: its shimmer repaints the whole page every frame while the first screen loads,
// main-thread work counted as blocking time at a cold start (issue 24); this one pulses in the
// compositor.
import styles from './skeleton-lines.module.css';

export function SkeletonLines({ count }: { count: number }) {
  return (
    <div className={styles.lines} aria-busy="true" data-testid="home-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.line} />
      ))}
    </div>
  );
}
