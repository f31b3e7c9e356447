// Pull to refresh around a records list: pull down from the top of the page, release past the
// line, the list is asked again. Written here on touch events rather than antd-mobile's
// PullToRefresh, which brings an animation and a gesture library (~23 KiB gzip) to every
// records page's first load.
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './refreshable.module.css';

/** Pull (after damping) that arms the refresh, and the most the indicator opens. */
const ARM_PX = 56;
const MAX_PX = 80;

type Phase = 'idle' | 'pulling' | 'armed' | 'refreshing' | 'complete';

const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation('money');
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');

  const onTouchStart = (e: TouchEvent) => {
    if (phase === 'refreshing' || !atTop()) return;
    start.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    const dy = (e.touches[0]?.clientY ?? start.current) - start.current;
    const next = dy <= 0 ? 0 : Math.min(MAX_PX, dy / 2);
    setPull(next);
    setPhase(next === 0 ? 'idle' : next >= ARM_PX ? 'armed' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (start.current === null) return;
    start.current = null;
    if (phase !== 'armed') {
      setPull(0);
      setPhase('idle');
      return;
    }
    setPull(ARM_PX);
    setPhase('refreshing');
    try {
      await onRefresh();
    } finally {
      setPhase('complete');
      setTimeout(() => {
        setPull(0);
        setPhase('idle');
      }, 400);
    }
  };

  const text = {
    idle: '',
    pulling: t('records.pull.idle'),
    armed: t('records.pull.canRelease'),
    refreshing: t('records.pull.refreshing'),
    complete: t('records.pull.complete'),
  }[phase];
  return (
    <div
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={() => void onTouchEnd()}
      onTouchCancel={() => void onTouchEnd()}
    >
      <div
        className={styles.head}
        style={{ height: pull }}
        data-dragging={phase === 'pulling' || phase === 'armed' ? 'true' : undefined}
        aria-live="polite"
        data-testid="pull-refresh"
        data-phase={phase}
      >
        {text}
      </div>
      {children}
    </div>
  );
}
