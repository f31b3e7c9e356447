// A bottom sheet drawn with CSS animations (issue 24): opening is one React commit and the slide
// runs on the compositor, where antd-mobile's Popup mounted springs, a gesture binding and a mask
// with its own spring, then drove every frame from JavaScript (a re-open took ~100 ms at 4× CPU).
// Behaviour kept from the Popup: a backdrop under it (its tap calls `onMaskClick`), the page
// behind does not scroll while it is open, the content stays until the closing slide has ended
// (then dropped with `destroyOnClose`, else kept hidden), `afterShow` / `afterClose` once the
// slide has ended. The content brings its own dialog role, title and safe-area padding; focus and
// keys are DialogPopup's. Reduced motion: the slide is cut to a blink (styles).
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

import { afterNextFrame } from '@/lib/after-next-frame';

import styles from './sheet.module.css';

export interface SheetProps {
  visible: boolean;
  /** A tap on the backdrop. */
  onMaskClick?: () => void;
  bodyClassName?: string;
  bodyStyle?: CSSProperties;
  /** Drop the content once closed (a sheet opened afresh each time). */
  destroyOnClose?: boolean;
  afterShow?: () => void;
  afterClose?: () => void;
  children?: ReactNode;
}

/** Longer than either slide: ends a phase whose `animationend` never comes (hidden tab, jsdom). */
const SETTLE_FALLBACK_MS = 450;

/** Open sheets; the page scrolls again when the last one closes. */
let locks = 0;
let overflowBefore = '';
const useScrollLock = (on: boolean) => {
  useEffect(() => {
    if (!on) return;
    let isLocked = false;
    const lock = () => {
      isLocked = true;
      if (locks++ === 0) {
        overflowBefore = document.body.style.overflow;
        document.body.style.overflow = 'hidden';
      }
    };
    // After the sheet's first frame (a task queued from a frame callback runs after its paint):
    // the lock lays the whole page out again (~10 ms at 1× CPU on /warehouse, issue 24).
    const cancel = afterNextFrame(lock);
    return () => {
      cancel();
      if (isLocked && --locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, [on]);
};

export function Sheet({
  visible,
  onMaskClick,
  bodyClassName,
  bodyStyle,
  destroyOnClose = false,
  afterShow,
  afterClose,
  children,
}: SheetProps) {
  // Derived from `visible` during render (no extra commit): closing lasts until its slide ends.
  const [wasVisible, setWasVisible] = useState(visible);
  const [closing, setClosing] = useState(false);
  const [opened, setOpened] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    setClosing(!visible);
    if (visible) setOpened(true);
  }
  const phase = visible ? 'open' : closing ? 'closing' : 'closed';
  useScrollLock(visible);

  const after = useRef({ afterShow, afterClose });
  useEffect(() => {
    after.current = { afterShow, afterClose };
  });
  /** The phase whose slide is running, ended once (by `animationend` or the fallback). */
  const running = useRef<string | null>(null);
  const settle = useCallback(() => {
    const ended = running.current;
    running.current = null;
    if (ended === 'open') after.current.afterShow?.();
    if (ended === 'closing') {
      setClosing(false);
      after.current.afterClose?.();
    }
  }, []);
  useEffect(() => {
    if (phase === 'closed') return;
    running.current = phase;
    const timer = setTimeout(settle, SETTLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [phase, settle]);

  if (phase === 'closed' && (destroyOnClose || !opened)) return null;
  return createPortal(
    <div className={styles.root} data-state={phase} hidden={phase === 'closed'}>
      <div className={styles.mask} aria-hidden="true" data-sheet-mask onClick={onMaskClick} />
      <div
        className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body}
        style={bodyStyle}
        data-sheet-body
        onAnimationEnd={(e) => {
          // Not an animation of something inside (a spinner, a skeleton's shimmer).
          if (e.target === e.currentTarget) settle();
        }}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
