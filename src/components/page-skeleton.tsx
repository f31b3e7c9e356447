// Placeholder while a page's code chunk loads; heights match a list page so nothing jumps.
import styles from './page-skeleton.module.css';

export function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <div className={styles.block} />
      {[70, 55, 80, 60, 75].map((w) => (
        <div key={w} className={styles.row}>
          <span className={styles.bar} style={{ width: `${w}%` }} />
        </div>
      ))}
    </div>
  );
}
