// A news picture in a box of fixed size: the box is laid out before the image arrives and stays
// when it fails, so nothing around it moves. Loaded lazily, never sent a referrer.
import { useState } from 'react';

import styles from './news-thumb.module.css';

export function NewsThumb({
  src,
  variant,
  testId,
}: {
  src: string;
  /** `row`: 96×64 beside a list row's text; `hero`: the detail's full width at 3:2. */
  variant: 'row' | 'hero';
  testId?: string;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <span
      className={`${styles.box} ${variant === 'row' ? styles.row : styles.hero}`}
      data-testid={testId}
      data-state={state}
    >
      {state !== 'failed' && (
        <img
          className={styles.img}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
