// The detail before its answer: a title, a meta line and a few body lines in the article's box.
import { SkeletonBar } from '@/components/list-states';

import styles from './news-article.module.css';

export function NewsDetailSkeleton() {
  return (
    <div className={styles.article} aria-busy="true" data-testid="news-detail-skeleton">
      <SkeletonBar width="90%" />
      <SkeletonBar width="60%" />
      <SkeletonBar width="40%" />
      <div className={styles.body}>
        {['100%', '96%', '88%', '100%', '70%'].map((width, i) => (
          <SkeletonBar key={i} width={width} />
        ))}
      </div>
    </div>
  );
}
