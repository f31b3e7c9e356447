// The list's rows before the first answer: same slot height, a thumbnail box on every other row.
import { SkeletonBar } from '@/components/list-states';

import { NEWS_ROW_HEIGHT } from './news-row';
import styles from './news-rows-skeleton.module.css';

const WIDTHS = ['92%', '78%', '85%', '70%', '88%', '74%'];

export function NewsRowsSkeleton() {
  return (
    <div aria-busy="true" data-testid="news-skeleton">
      {WIDTHS.map((width, i) => (
        <div key={i} className={styles.row} style={{ height: NEWS_ROW_HEIGHT }}>
          <span className={styles.text}>
            <SkeletonBar width={width} />
            <SkeletonBar width="50%" />
            <span className={styles.meta}>
              <SkeletonBar width="35%" />
            </span>
          </span>
          {i % 2 === 0 && <span className={styles.thumb} />}
        </div>
      ))}
    </div>
  );
}
