// The skeleton of a quote list (its own module: the pages without quote rows do not load it).
import { SkeletonBar } from './list-states';
import styles from './list-states.module.css';

const ROW_WIDTHS = [70, 55, 80, 60, 75, 65, 50, 72];

/** Quote rows (56 px: name and code, then three figures), at most eight. */
export function RowsSkeleton({ rows = 8, testId }: { rows?: number; testId: string }) {
  return (
    <div aria-busy="true" data-testid={testId}>
      {ROW_WIDTHS.slice(0, rows).map((w, i) => (
        <div key={i} className={styles.skeletonRow}>
          <span>
            <SkeletonBar width={`${w}%`} />
            <SkeletonBar width="40%" />
          </span>
          <SkeletonBar />
          <SkeletonBar />
          <SkeletonBar />
        </div>
      ))}
    </div>
  );
}
