// The banner carousel: CSS scroll-snap does the swiping (native momentum, no gesture library in
// the home bundle), a timer advances it every 5 s while the page is visible and the finger is
// away, and the dots follow the scroll position. Reduced-motion users get no autoplay.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePageShown } from '@/lib/page-shown';

import styles from './home.module.css';

export interface BannerSlide {
  id: number | string;
  src: string;
  alt: string;
}

export function BannerCarousel({
  slides,
  intervalMs,
}: {
  slides: readonly BannerSlide[];
  intervalMs: number;
}) {
  const { t } = useTranslation('home');
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const isTouching = useRef(false);

  // A hidden kept /home does not advance (nor read the track's width) for nobody.
  const shown = usePageShown();

  useEffect(() => {
    const track = trackRef.current;
    if (!track || slides.length < 2 || !shown) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => {
      if (document.hidden || isTouching.current) return;
      const next = (Math.round(track.scrollLeft / track.clientWidth) + 1) % slides.length;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [slides.length, intervalMs, shown]);

  return (
    <div className={styles.carousel}>
      <div
        ref={trackRef}
        className={styles.track}
        // A scrolling region: reachable by keyboard (arrow keys scroll it) and named.
        role="region"
        aria-label={t('banner.carousel')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1: a scroller needs focus
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        onTouchStart={() => {
          isTouching.current = true;
        }}
        onTouchEnd={() => {
          isTouching.current = false;
        }}
      >
        {slides.map((s, i) => (
          <img
            key={s.id}
            className={styles.slide}
            src={s.src}
            alt={s.alt}
            width={750}
            height={300}
            // The first banner is the page's largest image: fetch it first.
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots} aria-hidden>
          {slides.map((s, i) => (
            <span key={s.id} className={styles.dot} data-active={i === active} />
          ))}
        </div>
      )}
    </div>
  );
}
