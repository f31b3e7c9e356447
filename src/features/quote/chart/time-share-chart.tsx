// Time-share (分时) chart: the day's price and average-price lines over 240 fixed minute slots
// (09:30–11:30, 13:00–15:00; the line grows left to right), a previous-close reference line and
// volume bars; long-press shows a crosshair and a panel. See README.md in this folder.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BCP47, normalizeLanguage } from '@/lib/i18n';

import { formatChartPercent, formatChartPrice, formatChartVolume, signOf } from './chart-format';
import styles from './chart.module.css';
import {
  Crosshair,
  CrosshairPanel,
  SurfaceMessage,
  useLiveData,
  type CrosshairAt,
} from './chart-parts';
import { TimeShareController } from './time-share-controller';
import {
  buildTimeShare,
  inferPrevClose,
  slotLabel,
  type TimeShareInput,
  type TimeSharePoint,
} from './transforms-time-share';
import { useChartGestures } from './use-chart-gestures';
import { useChartSurface } from './use-chart-surface';

export interface TimeShareChartProps {
  /** The `/api/realTime/findStock.do` line (or `timedata` of getSingleStockByCode). */
  line: TimeShareInput | null | undefined;
  /** Previous close; inferred from `rates` when omitted. */
  prevClose?: number | null;
  /** Price decimals. Default 2. */
  decimals?: number;
  /** CSS height of the whole chart (legend + canvas). Default 320. */
  height?: number;
  className?: string;
}

interface Shown {
  points: readonly TimeSharePoint[];
  prevClose: number | null;
}

interface Focus extends CrosshairAt {
  point: TimeSharePoint;
}

const EMPTY: Shown = { points: [], prevClose: null };

export function TimeShareChart({
  line,
  prevClose,
  decimals = 2,
  height = 320,
  className,
}: TimeShareChartProps) {
  const { t, i18n } = useTranslation('chart');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const hostRef = useRef<HTMLDivElement>(null);
  const [controller] = useState(() => new TimeShareController());
  const [shown, setShown] = useState<Shown>(EMPTY);
  const [focus, setFocus] = useState<Focus | null>(null);
  const { status, retry } = useChartSurface(hostRef, controller);

  const data = useMemo<Shown>(() => {
    const base = prevClose && prevClose > 0 ? prevClose : inferPrevClose(line);
    return { points: buildTimeShare(line, base), prevClose: base };
  }, [line, prevClose]);

  useEffect(() => {
    controller.setDecimals(decimals);
  }, [controller, decimals]);

  useLiveData(data, (next) => {
    controller.setData(next.points, next.prevClose);
    setShown(next);
  });

  useChartGestures(
    hostRef,
    {
      onCrosshair: (point) => {
        const hit = point ? controller.pointAt(point.x) : null;
        if (!point || !hit) {
          setFocus(null);
          return;
        }
        setFocus({ point: hit, x: controller.xOf(hit.slot), ...controller.crosshairY(point.y) });
      },
    },
    { panAndPinch: false },
  );

  const last = shown.points[shown.points.length - 1];
  const legendPoint = focus?.point ?? last;
  const summary = last
    ? t('timeShareSummary', {
        time: slotLabel(last.slot),
        price: formatChartPrice(last.price, decimals, locale),
        change: formatChartPercent(last.rate, locale),
      })
    : t('timeShareLabel');

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height }}
      data-testid="timeshare-chart"
      data-points={shown.points.length}
      data-ready={status === 'ready' ? 'true' : 'false'}
      role="figure"
      aria-label={summary}
    >
      <div className={styles.legend} aria-hidden="true">
        {legendPoint && (
          <>
            <span data-series="price">
              {t('price')} {formatChartPrice(legendPoint.price, decimals, locale)}
            </span>
            <span data-series="average">
              {t('average')} {formatChartPrice(legendPoint.avg, decimals, locale)}
            </span>
          </>
        )}
      </div>
      <div ref={hostRef} className={styles.host}>
        {focus && (
          <Crosshair at={focus} decimals={decimals} locale={locale}>
            <PointPanel point={focus.point} decimals={decimals} locale={locale} />
          </Crosshair>
        )}
        <SurfaceMessage status={status} retry={retry} empty={shown.points.length === 0} />
      </div>
    </div>
  );
}

function PointPanel({
  point,
  decimals,
  locale,
}: {
  point: TimeSharePoint;
  decimals: number;
  locale: string;
}) {
  const { t } = useTranslation('chart');
  const s = signOf(point.rate);
  const tone = s > 0 ? styles.rise : s < 0 ? styles.fall : undefined;
  return (
    <CrosshairPanel
      testId="timeshare-panel"
      time={slotLabel(point.slot)}
      entries={[
        {
          key: 'price',
          label: t('price'),
          value: formatChartPrice(point.price, decimals, locale),
          tone,
        },
        { key: 'avg', label: t('average'), value: formatChartPrice(point.avg, decimals, locale) },
        { key: 'change', label: t('change'), value: formatChartPercent(point.rate, locale), tone },
        { key: 'volume', label: t('volume'), value: formatChartVolume(point.volume, locale) },
      ]}
    />
  );
}
