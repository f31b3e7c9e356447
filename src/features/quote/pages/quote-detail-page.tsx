// /kline (screens §5a.1) — and /listdetail, /listdetail2 — the detail of a stock, index or
// future: live quote every second while visible, market phase and quote age, limit band, charts,
// five-level book, watchlist toggle and the trade entries.
import { Button, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { StateBlock } from '@/components/list-states';
import { MarketStatus } from '@/components/market-status';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { warmIntlSoon } from '@/lib/format/warm-intl';
import { kindOfCode, type InstrumentKind } from '@/lib/market/instrument';
import { QUOTE_POLL_MS, useQuote } from '@/lib/queries/stock-quote';

import { ChartPanel } from '../components/chart-panel';
import { OrderBook } from '../components/order-book';
import { QuoteHeader } from '../components/quote-header';
import { QuoteStats } from '../components/quote-stats';
import styles from '../components/quote.module.css';
import { TradeBar } from '../components/trade-bar';
import { toQuoteView } from '../model/quote-view';

// The quote stats, order book and chart axes format with Intl (see warm-intl).
warmIntlSoon();

const KINDS: readonly InstrumentKind[] = ['stock', 'index', 'futures'];

/** The instrument a detail link names: ours (`kind`) or the reference's query keys. */
export const instrumentOf = (params: URLSearchParams): { code: string; kind: InstrumentKind } => {
  const code = (params.get('code') ?? '').trim();
  const asked = params.get('kind') as InstrumentKind | null;
  if (asked && KINDS.includes(asked)) return { code, kind: asked };
  return { code, kind: kindOfCode(code) };
};

export default function QuoteDetailPage() {
  const [params] = useSearchParams();
  const { code, kind } = instrumentOf(params);
  // A new instrument is a new page: nothing of the previous one (quote, line, bars) may show
  // while the new one loads — the same route stays mounted when only the query changes.
  return <InstrumentDetail key={`${kind}:${code}`} code={code} kind={kind} />;
}

function InstrumentDetail({ code, kind }: { code: string; kind: InstrumentKind }) {
  const { t } = useTranslation('quote');
  const { t: tm } = useTranslation('market');
  const navigate = useNavigate();
  const { data, error, isError, isPending, dataUpdatedAt, refetch } = useQuote(code);
  // Same reply (TanStack keeps unchanged data identical) → same view, so the sections below
  // skip their render while a closed market's quote stands still.
  const quote = useMemo(() => (data ? toQuoteView(data.stock, kind) : undefined), [data, kind]);

  const isUnknown =
    code === '' || (isApiError(error) && error.kind === 'business' && data === undefined);
  if (isUnknown) {
    return (
      <StateBlock
        status="empty"
        title={t('notFound.title')}
        description={t('notFound.text', { code })}
        testId="quote-not-found"
      >
        <Button color="primary" onClick={() => void navigate(routes.searchlist.href())}>
          {t('notFound.back')}
        </Button>
      </StateBlock>
    );
  }

  return (
    <div className={styles.page} data-testid="kline-page" data-kind={kind}>
      <MarketStatus updatedAt={dataUpdatedAt} isError={isError} intervalMs={QUOTE_POLL_MS} />
      {isPending && (
        <div className={styles.header}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
      {!quote && isError && (
        <StateBlock status="default" title={t('loadFailed')} testId="quote-load-failed">
          <Button size="small" onClick={() => void refetch()}>
            {tm('list.retry')}
          </Button>
        </StateBlock>
      )}
      {quote && data && (
        <>
          <QuoteHeader quote={quote} kind={kind} code={code} />
          <QuoteStats quote={quote} />
          <ChartPanel kind={kind} code={code} quote={quote} />
          {/* Indexes have no book; a future shows one only when its source sends it. */}
          {(kind === 'stock' || [...quote.bids, ...quote.asks].some((l) => l.price)) && (
            <OrderBook quote={quote} />
          )}
          {data.introduction && (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('intro')}</h2>
              <p className={styles.intro}>{data.introduction}</p>
            </section>
          )}
          <TradeBar kind={kind} quote={quote} stockId={data.stock.id} />
        </>
      )}
    </div>
  );
}
