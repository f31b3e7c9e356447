// The headline ticker of the home (screens §4.1): a speaker, the newest notice title scrolling
// sideways when it is wider than its place, and an extra at the end ("more"). Our own: antd-mobile's
// NoticeBar and its two icons were about 3.5 KiB of gzip on the home's first load (issue 24).
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

import { SpeakerIcon } from '@/components/icons/icons';

import styles from './notice-ticker.module.css';

/** Scroll speed of an overflowing title, in px per second (the reference's bar moves at 50). */
const SPEED_PX_PER_S = 50;

export function NoticeTicker({ content, extra }: { content: ReactNode; extra?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);
  // Measured in the ResizeObserver's callback, which the browser runs once layout is done: a read
  // during React's commit would force a layout of its own in the middle of the start-up (issue 24).
  // Without ResizeObserver, once after the commit.
  useEffect(() => {
    const measure = () => {
      const width = box.current?.clientWidth ?? 0;
      setOverflow(Math.max(0, (inner.current?.scrollWidth ?? 0) - width));
    };
    if (typeof ResizeObserver === 'undefined' || !box.current || !inner.current) {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    observer.observe(inner.current);
    return () => observer.disconnect();
  }, [content]);
  const scroll =
    overflow > 0
      ? ({
          '--ticker-distance': `-${overflow}px`,
          '--ticker-duration': `${Math.max(4, overflow / SPEED_PX_PER_S + 4)}s`,
        } as CSSProperties)
      : undefined;
  return (
    <div className={styles.ticker}>
      <SpeakerIcon className={styles.icon} />
      <div ref={box} className={styles.content}>
        <span ref={inner} className={styles.inner} data-scrolling={overflow > 0} style={scroll}>
          {content}
        </span>
      </div>
      {extra && <span className={styles.extra}>{extra}</span>}
    </div>
  );
}
