// One order ticket for every trading route (screens §5): the route decides the instrument kind and
// which inputs exist; the rest is shared. Submit opens the confirmation sheet with the order in the
// trader's words (the exact request only in a harness frame); confirm sends it once; the reply (or
// its absence) is handled by useOrderSubmit.
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { routes } from '@/config/routes';
import type { Direction } from '@/api/contracts/trading-math';
import { useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { QUOTE_POLL_MS } from '@/lib/queries/stock-quote';
import { useAppStore } from '@/stores/app-store';

import type { Instrument, OrderRequest } from '../model/order-request';
import type { InFlightRecord } from '../model/reconcile';
import { successText } from '../model/server-reply';
import { ticketFromQuery, type TicketRoute, type TicketSpec } from '../model/ticket-config';

import { QuantityField } from './order-fields';
import { PreviewPanel, usePreviewRows } from './preview-panel';
import cardStyles from './card.module.css';
import styles from './order-ticket.module.css';
import { TicketFooter } from './ticket-footer';
import {
  HeaderSection,
  LeverSection,
  MarketStatusSection,
  OrderTypeSection,
  ProtectionSection,
  SideSection,
  SubaccountSection,
  TestStationSection,
} from './ticket-sections';
import {
  confirmSheet,
  gateNotice,
  loadWrites,
  notFound,
  outcomeBanner,
  warmStates,
  warmSubmit,
} from './ticket-on-first-use';
import { useOrderSubmit } from './use-order-submit';
import { useReplyText } from './use-reply-text';
import { useTicket } from './use-ticket';

type Pending = Pick<OrderRequest, 'endpoint' | 'params' | 'quantity' | 'isTrailDegraded'>;

interface Confirming {
  request: Pending;
  instrument: Instrument;
  record: Pick<InFlightRecord, 'kind' | 'code' | 'name' | 'side' | 'heldBefore'>;
  rows: { id: string; label: string; value: string }[];
  /** The quote when the sheet opened (a market order fills near it); unknown on a resend. */
  marketPrice?: number | null;
}

/** Where a booked order shows: pending orders for a limit order, else the account's positions. */
const POSITIONS_PATH: Record<InFlightRecord['endpoint'], string> = {
  buy: routes.warehouse.href({ tab: 'open' }),
  addOrder: routes.warehouse.href({ tab: 'orders' }),
  // Split-account positions are listed by the funding pages (the positions tab of /fundslist).
  buyFunds: routes.fundslist.href({ index: 1 }),
  buyIndex: routes.warehouse.href({ account: 'index', tab: 'open' }),
  buyFutures: routes.warehouse.href({ account: 'futures', tab: 'open' }),
};
export const positionsPathOf = (record: Pick<InFlightRecord, 'endpoint'>): string =>
  POSITIONS_PATH[record.endpoint];

export function OrderTicket({ route }: { route: TicketRoute }) {
  const [params] = useSearchParams();
  const spec = useMemo(() => ticketFromQuery(route, params), [route, params]);
  // Another instrument is another ticket: nothing typed for the previous one carries over.
  return <Ticket key={`${spec.kind}:${spec.code}:${spec.side}`} spec={spec} />;
}

function Ticket({ spec }: { spec: TicketSpec }) {
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const state = useTicket(spec);
  const replyText = useReplyText();
  const previewRows = usePreviewRows();
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const submitter = useOrderSubmit({
    onSuccess: (message, record) => {
      setConfirming(null);
      showAlert(replyText(successText(message)), 'success');
      // Every screen showing positions, pending orders or balances refreshes now, not at its poll
      // (the refresh code is fetched with the sheet).
      void loadWrites().then((m) => m.afterWrite('booking'));
      void navigate(positionsPathOf(record), { replace: true });
    },
  });

  const { input, update, model, verdict, preview, request } = state;
  useWarmWhenIdle(warmStates);
  useWarmWhenIdle(warmSubmit, !state.isLoading);
  const setSide = useCallback((side: Direction) => update({ side }), [update]);

  const openConfirm = () => {
    if (!request || !model.instrument || submitter.isBlocked) return;
    setConfirming({
      // A snapshot: the sheet shows, and confirm sends, the order as it was when opened.
      request: { ...request, params: { ...request.params } },
      instrument: model.instrument,
      record: {
        kind: spec.kind,
        code: model.instrument.code,
        name: model.instrument.name,
        side: input.side,
        heldBefore: state.held,
      },
      rows: preview ? previewRows(preview, model.currency, model.rate, state.spread) : [],
      marketPrice: model.price,
    });
  };

  const retry = (record: InFlightRecord) =>
    setConfirming({
      request: {
        endpoint: record.endpoint,
        params: record.params,
        quantity: record.quantity,
        isTrailDegraded: 'trailStopPct' in record.params,
      },
      instrument: {
        kind: record.kind,
        id: Number(record.params.stockId ?? record.params.indexId ?? record.params.FuturesId),
        code: record.code,
        gid: '',
        name: record.name,
      },
      record: { ...record, heldBefore: undefined },
      rows: [],
    });

  const send = async () => {
    if (!confirming) return;
    const { endpoint, params, quantity } = confirming.request;
    const { kind, code, name, side, heldBefore } = confirming.record;
    await submitter.submit({ endpoint, params, quantity, kind, code, name, side, heldBefore });
    setConfirming(null);
  };

  if (model.instrument === null) {
    return (
      <Suspense fallback={null}>
        <notFound.Component code={spec.code} />
      </Suspense>
    );
  }

  const isStockLike = spec.kind === 'stock' || spec.kind === 'funds';

  return (
    <div
      className={styles.page}
      data-testid="trade-ticket"
      data-kind={spec.kind}
      data-route={spec.route}
    >
      {isStockLike && (
        <MarketStatusSection
          updatedAt={state.quote.dataUpdatedAt}
          isError={state.quote.isError}
          intervalMs={QUOTE_POLL_MS}
        />
      )}
      {submitter.outcome.phase !== 'idle' && (
        <Suspense fallback={null}>
          <outcomeBanner.Component
            outcome={submitter.outcome}
            onRetry={retry}
            onDiscard={submitter.dismiss}
            onRecheck={submitter.recheck}
            positionsPath={positionsPathOf}
          />
        </Suspense>
      )}
      {state.isLoading ? (
        <section className={cardStyles.card} aria-busy="true" data-testid="ticket-skeleton">
          <span className={styles.skeletonTitle} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
        </section>
      ) : (
        <HeaderSection state={state} />
      )}
      {verdict.gate && (
        <Suspense fallback={null}>
          <gateNotice.Component block={verdict.gate} />
        </Suspense>
      )}
      <SideSection side={input.side} onChange={setSide} />
      {spec.canLimit && <OrderTypeSection state={state} />}
      {spec.kind === 'funds' && <SubaccountSection state={state} />}
      <QuantityField state={state} />
      <LeverSection state={state} />
      {spec.canProtect && <ProtectionSection state={state} />}
      <PreviewPanel state={state} />
      <TestStationSection />

      {confirming && (
        <Suspense fallback={null}>
          <confirmSheet.Component
            isOpen
            request={confirming.request}
            instrument={confirming.instrument}
            rows={confirming.rows}
            marketPrice={confirming.marketPrice}
            heldBefore={confirming.record.heldBefore}
            isSending={submitter.pending}
            onCancel={() => setConfirming(null)}
            onConfirm={() => void send()}
          />
        </Suspense>
      )}
      <TicketFooter
        state={state}
        isBlocked={submitter.isBlocked}
        isSending={submitter.pending}
        onSubmit={openConfirm}
        onReach={warmSubmit}
      />
    </div>
  );
}
