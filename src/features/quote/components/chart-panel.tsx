// Charts of the detail page: intraday line or K-lines by period, the adjustment picker, older
// history paged in as the trader pans, and the live quote folded into the newest bar. Period and
// adjustment live in the URL, so a reload or a shared link keeps them.
import { Button } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import type { InstrumentKind } from '@/lib/market/instrument';
import { serverNow } from '@/lib/server-clock';

import {
  ADJUSTS,
  CHART_PERIODS,
  fetchBars,
  useTimeShare,
  type Adjust,
  type ChartPeriod,
  type KPeriod,
} from '../api/quote-api';
import { KlineChart } from '../chart/kline-chart';
import { TimeShareChart } from '../chart/time-share-chart';
import { barsFromEcharts, mergeBars, type Bar, type KlinePeriod } from '../chart/transforms-bars';
import { applyTick } from '../chart/transforms-ticks';
import type { QuoteView } from '../model/quote-view';

import styles from './quote.module.css';

const CHART_HEIGHT = 320;

const KLINE_PERIOD: Record<KPeriod, KlinePeriod> = {
  day: 'day',
  week: 'week',
  month: 'month',
  1: '1m',
  5: '5m',
  30: '30m',
};

/** `?period=` → a chart period; the default is the intraday line. */
export const periodOf = (text: string | null): ChartPeriod =>
  CHART_PERIODS.find((p) => String(p) === text) ?? 'time';

export const adjustOf = (text: string | null): Adjust => ADJUSTS.find((a) => a === text) ?? 'pre';

function AdjustPicker({
  adjust,
  onChange,
  isServerOnly,
}: {
  adjust: Adjust;
  onChange: (a: Adjust) => void;
  isServerOnly: boolean;
}) {
  const { t } = useTranslation('quote');
  return (
    <div className={styles.adjustRow} role="radiogroup" aria-label={t('adjust.label')}>
      <span>{t('adjust.label')}</span>
      {ADJUSTS.map((a) => (
        <button
          key={a}
          type="button"
          role="radio"
          aria-checked={adjust === a}
          className={styles.chartTab}
          disabled={isServerOnly && a !== 'pre'}
          data-testid={`adjust-${a}`}
          onClick={() => onChange(a)}
        >
          {t(`adjust.${a}`)}
        </button>
      ))}
      {isServerOnly && <span>{t('adjust.serverOnly')}</span>}
    </div>
  );
}

function KlinePane({
  kind,
  code,
  period,
  adjust,
  quote,
  onAdjust,
}: {
  kind: InstrumentKind;
  code: string;
  period: KPeriod;
  adjust: Adjust;
  quote: QuoteView;
  /** Shown for day, week and month bars of stocks. */
  onAdjust?: (a: Adjust) => void;
}) {
  const { t } = useTranslation('quote');
  const query = useInfiniteQuery({
    queryKey: ['quote', 'bars', kind, code, period, adjust],
    queryFn: ({ pageParam }) => fetchBars({ kind, code, period, adjust, end: pageParam }),
    initialPageParam: undefined as number | undefined,
    // Older pages until one brings nothing older (a backend without history paging repeats the
    // latest bars; docs/decisions/0009).
    getNextPageParam: (last, pages) => {
      const oldest = last.values[0]?.[5];
      if (oldest === undefined) return undefined;
      const before = pages.length > 1 ? pages[pages.length - 2]?.values[0]?.[5] : undefined;
      return before !== undefined && oldest >= before ? undefined : oldest;
    },
    staleTime: 60_000,
  });
  const loaded = useMemo(
    () =>
      (query.data?.pages ?? []).reduce<Bar[]>(
        (all, page) => mergeBars(all, barsFromEcharts(page)),
        [],
      ),
    [query.data],
  );
  // The live quote moves the newest bar between reloads (day volume is the whole day's).
  const bars = useMemo(() => {
    if (quote.price === null || loaded.length === 0) return loaded;
    return applyTick(
      loaded,
      {
        t: serverNow(),
        price: quote.price,
        ...(period === 'day' && quote.volume !== null ? { volume: quote.volume } : {}),
      },
      KLINE_PERIOD[period],
    );
  }, [loaded, quote.price, quote.volume, period]);

  const picker = onAdjust && (
    <AdjustPicker
      adjust={query.data?.pages[0]?.adjust ?? adjust}
      onChange={onAdjust}
      isServerOnly={query.data?.pages[0]?.isExtended === false}
    />
  );
  if (query.isPending) {
    return (
      <>
        {picker}
        <div className={styles.chartMessage}>{t('chart.loading')}</div>
      </>
    );
  }
  if (query.isError && loaded.length === 0) {
    return (
      <div className={styles.chartMessage}>
        <span>{t('chart.failed')}</span>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('chart.retry')}
        </Button>
      </div>
    );
  }
  if (bars.length === 0) return <div className={styles.chartMessage}>{t('chart.empty')}</div>;
  return (
    <>
      {picker}
      <KlineChart
        key={`${period}-${adjust}`}
        bars={bars}
        period={KLINE_PERIOD[period]}
        height={CHART_HEIGHT}
        onNeedOlder={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
      />
    </>
  );
}

export const ChartPanel = memo(function ChartPanel({
  kind,
  code,
  quote,
}: {
  kind: InstrumentKind;
  code: string;
  quote: QuoteView;
}) {
  const { t } = useTranslation('quote');
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const adjust = adjustOf(params.get('adjust'));
  const timeShare = useTimeShare(kind, code, period === 'time');
  const isDayPeriod = period === 'day' || period === 'week' || period === 'month';

  const change = (key: 'period' | 'adjust', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className={styles.section} data-testid="chart-panel">
      <div className={styles.chartTabs} role="tablist">
        {CHART_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={period === p}
            className={styles.chartTab}
            data-testid={`period-${p}`}
            onClick={() => change('period', String(p))}
          >
            {t(`period.${p}`)}
          </button>
        ))}
      </div>
      <div className={styles.chartBox}>
        {period === 'time' ? (
          <TimeShareChart line={timeShare.data} prevClose={quote.prevClose} height={CHART_HEIGHT} />
        ) : (
          <KlinePane
            kind={kind}
            code={code}
            period={period}
            adjust={isDayPeriod ? adjust : 'none'}
            quote={quote}
            onAdjust={isDayPeriod && kind === 'stock' ? (a) => change('adjust', a) : undefined}
          />
        )}
      </div>
    </section>
  );
});
