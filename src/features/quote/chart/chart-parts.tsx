// React pieces shared by the K-line and time-share charts: live data coalesced onto animation
// frames, the long-press crosshair with its panel, and the message over the canvas.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatChartPrice } from './chart-format';
import styles from './chart.module.css';
import { FrameThrottle, LIVE_UPDATE_INTERVAL_MS } from './gestures';
import type { SurfaceStatus } from './use-chart-surface';

/**
 * Hands `value` to `apply` at most 4 times a second, each on an animation frame; the last value
 * wins. `apply` is read once, at mount (pass one that uses only stable references).
 */
export function useLiveData<T>(value: T, apply: (next: T) => void): void {
  const [live] = useState(() => new FrameThrottle<T>(apply, LIVE_UPDATE_INTERVAL_MS));
  useEffect(() => {
    live.push(value);
  }, [live, value]);
  useEffect(() => () => live.cancel(), [live]);
}

/** Where the crosshair stands: canvas x, y clamped to the price grid, and the price at y. */
export interface CrosshairAt {
  x: number;
  y: number;
  price: number | null;
}

/** The crosshair lines, the price tag at its height, and the panel (`children`). */
export function Crosshair({
  at,
  decimals,
  locale,
  children,
}: {
  at: CrosshairAt;
  decimals: number;
  locale: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.overlay} aria-hidden="true">
      <div className={styles.vline} style={{ transform: `translateX(${at.x}px)` }} />
      <div className={styles.hline} style={{ transform: `translateY(${at.y}px)` }} />
      {at.price !== null && (
        <span className={styles.priceTag} style={{ top: at.y }}>
          {formatChartPrice(at.price, decimals, locale)}
        </span>
      )}
      {children}
    </div>
  );
}

export interface PanelEntry {
  /** Test id suffix: the item is `<testId>-<key>`. */
  key: string;
  label: string;
  value: string;
  /** Class of the value (rise / fall colour). */
  tone?: string;
}

/** The crosshair's panel: the time (`<testId>-time`), then one caption and value per entry. */
export function CrosshairPanel({
  testId,
  time,
  entries,
}: {
  testId: string;
  time: string;
  entries: readonly PanelEntry[];
}) {
  return (
    <div className={styles.panel} data-testid={testId}>
      <span className={styles.panelTime} data-testid={`${testId}-time`}>
        {time}
      </span>
      {entries.map((e) => (
        <span key={e.key} className={styles.panelItem} data-testid={`${testId}-${e.key}`}>
          <span className={styles.caption}>{e.label}</span>
          <span className={e.tone}>{e.value}</span>
        </span>
      ))}
    </div>
  );
}

/** Over the canvas: the engine failed to load (with a retry), or a ready chart has no data. */
export function SurfaceMessage({
  status,
  retry,
  empty,
}: {
  status: SurfaceStatus;
  retry: () => void;
  empty: boolean;
}) {
  const { t } = useTranslation('chart');
  if (status === 'failed') {
    return (
      <div className={styles.message}>
        {t('loadFailed')}
        <button type="button" className={styles.retry} onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return status === 'ready' && empty ? <div className={styles.message}>{t('empty')}</div> : null;
}
