// K-line chart: candlesticks, moving averages and volume on canvas (ECharts, lazy chunk), with
// sideways drag to pan, pinch to zoom (20–240 bars), long-press for a crosshair and an OHLC panel
// in React DOM. Live bars are applied at most 4 times a second, as series data of the visible
// window only. See README.md in this folder for the API.
import { useEffect, useRef, useState } from 'react';
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
import { KlineController } from './kline-controller';
import { formatBarTime } from './transforms-bar-time';
import { barChangePct, type Bar, type KlinePeriod } from './transforms-bars';
import { DEFAULT_MA_PERIODS, movingAverage } from './transforms-moving-average';
import { DEFAULT_VISIBLE_BARS } from './transforms-view';
import { useChartGestures } from './use-chart-gestures';
import { useChartSurface } from './use-chart-surface';

/** Largest pinch step per frame, as a factor of the visible bar count (pinch was too sensitive). */
const MAX_PINCH_STEP = 1.25;

export interface KlineChartProps {
  /** Loaded bars, sorted by time, unique timestamps (see `barsFromEcharts`, `mergeBars`). */
  bars: readonly Bar[];
  period: KlinePeriod;
  /** Price decimals of labels and the OHLC panel. Default 2. */
  decimals?: number;
  /** Moving averages drawn, in bars. Default 5, 10, 20, 30. */
  maPeriods?: readonly number[];
  /** Bars shown at first and after a period change. Default 60. */
  initialVisibleBars?: number;
  /** CSS height of the whole chart (legend + canvas), reserved before the chart loads. Default 320. */
  height?: number;
  /** The view came near the oldest loaded bar: load an older page and merge it into `bars`. */
  onNeedOlder?: () => void;
  className?: string;
}

interface Focus extends CrosshairAt {
  index: number;
}

const LEGEND_HEIGHT = 18;

export function KlineChart({
  bars,
  period,
  decimals = 2,
  maPeriods = DEFAULT_MA_PERIODS,
  initialVisibleBars = DEFAULT_VISIBLE_BARS,
  height = 320,
  onNeedOlder,
  className,
}: KlineChartProps) {
  const { t, i18n } = useTranslation('chart');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [controller] = useState(
    () =>
      new KlineController({
        period,
        decimals,
        maPeriods,
        initialVisible: initialVisibleBars,
      }),
  );
  const [focus, setFocus] = useState<Focus | null>(null);
  const pinchRef = useRef<{ startCount: number; anchor: number } | null>(null);
  const [shownBars, setShownBars] = useState<readonly Bar[]>([]);
  const { status, retry } = useChartSurface(hostRef, controller);

  // Handlers: the visible count goes straight to the DOM (no React render per pan frame).
  useEffect(() => {
    controller.setHandlers({
      onViewChange: (view, total) => {
        const root = rootRef.current;
        if (!root) return;
        root.dataset.bars = String(view.end - view.start);
        // Bars hidden to the right of the view: 0 while the newest bar is in view.
        root.dataset.offset = String(total - view.end);
      },
      onNeedOlder: () => onNeedOlder?.(),
    });
  }, [controller, onNeedOlder]);

  useEffect(() => {
    controller.setPeriod(period);
  }, [controller, period]);

  useEffect(() => {
    controller.setDecimals(decimals);
    controller.setMaPeriods(maPeriods);
  }, [controller, decimals, maPeriods]);

  // Live data: coalesced to ≤ 4 renders per second, each on an animation frame.
  useLiveData(bars, (next) => {
    controller.setBars(next);
    setShownBars(next);
  });

  useChartGestures(hostRef, {
    onPan: (dx) => {
      const width = controller.barWidth();
      if (width > 0) controller.panBy(-dx / width);
    },
    onPinch: (scale, anchorX, phase) => {
      const view = controller.getView();
      const count = view.end - view.start;
      const pinch = pinchRef.current;
      if (phase === 'start') {
        const { plotLeft, plotWidth } = controller.getLayout();
        pinchRef.current = {
          startCount: count,
          anchor: plotWidth > 0 ? (anchorX - plotLeft) / plotWidth : 1,
        };
        return;
      }
      if (!pinch || count <= 0) return;
      const wanted = pinch.startCount * scale;
      const step = Math.min(MAX_PINCH_STEP, Math.max(1 / MAX_PINCH_STEP, wanted / count));
      controller.zoomTo(count * step, pinch.anchor);
    },
    onCrosshair: (point) => {
      if (!point) {
        setFocus(null);
        return;
      }
      const index = controller.barAt(point.x);
      if (index === null) {
        setFocus(null);
        return;
      }
      setFocus({ index, x: controller.xOf(index), ...controller.crosshairY(point.y) });
    },
  });

  const focusBar = focus ? shownBars[focus.index] : undefined;
  const legendIndex = focus && focusBar ? focus.index : shownBars.length - 1;
  const last = shownBars[shownBars.length - 1];
  const summary = last
    ? t('klineSummary', {
        time: formatBarTime(last.t, period),
        close: formatChartPrice(last.c, decimals, locale),
        change: formatChartPercent(barChangePct(shownBars, shownBars.length - 1), locale),
      })
    : t('klineLabel');

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height }}
      data-testid="kline-chart"
      data-period={period}
      data-ready={status === 'ready' ? 'true' : 'false'}
      role="figure"
      aria-label={summary}
    >
      <div className={styles.legend} style={{ height: LEGEND_HEIGHT }} aria-hidden="true">
        {legendIndex >= 0 &&
          maPeriods.map((p, i) => (
            <span key={p} data-series={String(i % 4)}>
              {t('maLegend', { period: p })}{' '}
              {formatChartPrice(
                movingAverage(shownBars, p, legendIndex, legendIndex + 1)[0],
                decimals,
                locale,
              )}
            </span>
          ))}
      </div>
      <div ref={hostRef} className={styles.host}>
        {focus && focusBar && (
          <Crosshair at={focus} decimals={decimals} locale={locale}>
            <OhlcPanel
              bars={shownBars}
              index={focus.index}
              period={period}
              decimals={decimals}
              locale={locale}
            />
          </Crosshair>
        )}
        <SurfaceMessage status={status} retry={retry} empty={shownBars.length === 0} />
      </div>
    </div>
  );
}

function OhlcPanel({
  bars,
  index,
  period,
  decimals,
  locale,
}: {
  bars: readonly Bar[];
  index: number;
  period: KlinePeriod;
  decimals: number;
  locale: string;
}) {
  const { t } = useTranslation('chart');
  const bar = bars[index];
  if (!bar) return null;
  const change = barChangePct(bars, index);
  const base = bars[index - 1]?.c ?? bar.o;
  const tone = (value: number) => {
    const s = signOf(value - base);
    return s > 0 ? styles.rise : s < 0 ? styles.fall : undefined;
  };
  const changeTone =
    signOf(change) > 0 ? styles.rise : signOf(change) < 0 ? styles.fall : undefined;
  const price = (key: 'open' | 'high' | 'low' | 'close', value: number) => ({
    key,
    label: t(key),
    value: formatChartPrice(value, decimals, locale),
    tone: tone(value),
  });
  return (
    <CrosshairPanel
      testId="kline-ohlc"
      time={formatBarTime(bar.t, period)}
      entries={[
        price('open', bar.o),
        price('high', bar.h),
        price('low', bar.l),
        price('close', bar.c),
        {
          key: 'change',
          label: t('change'),
          value: formatChartPercent(change, locale),
          tone: changeTone,
        },
        { key: 'volume', label: t('volume'), value: formatChartVolume(bar.v, locale) },
      ]}
    />
  );
}
