// One order ticket for every trading route (screens §5): the route decides the instrument kind and
// which inputs exist; the rest is shared. Submit opens the confirmation sheet with the order in the
// trader's words (the exact request only in a harness frame); confirm sends it once; the reply (or
// its absence) is handled by useOrderSubmit.
import { Button, Skeleton } from 'antd-mobile';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { AccountGateNotice } from '@/components/account-gate-notice';
import { StateBlock } from '@/components/list-states';
import { MarketStatus } from '@/components/market-status';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';
import { lazyOnFirstUse, useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { QUOTE_POLL_MS } from '@/lib/queries/stock-quote';
import { afterWrite } from '@/lib/queries/writes';
import { useAppStore } from '@/stores/app-store';

import type { Instrument, OrderRequest } from '../model/order-request';
import type { InFlightRecord } from '../model/reconcile';
import { successText } from '../model/server-reply';
import { ticketFromQuery, type TicketRoute, type TicketSpec } from '../model/ticket-config';

import type { ConfirmSheetProps } from './confirm-sheet';
import { formatAmount } from './format';
import {
  LeverField,
  OrderTypeField,
  QuantityField,
  SubaccountField,
  useReasonText,
} from './order-fields';
import { OutcomeBanner, useReplyText } from './outcome-banner';
import { PreviewPanel, usePreviewRows } from './preview-panel';
import { ProtectionFields } from './protection-fields';
import { SideSwitch } from './side-switch';
import { TicketHeader } from './ticket-header';
import cardStyles from './card.module.css';
import styles from './order-ticket.module.css';
import sideButtonsStyles from './side-buttons.module.css';
import { useOrderSubmit } from './use-order-submit';
import { useTicket } from './use-ticket';

// The sheet and its popup (antd-mobile's springs and gestures) stay out of the ticket's first load:
// fetched once the ticket has settled, or as the trader reaches for submit.
const confirmSheet = lazyOnFirstUse<ConfirmSheetProps>(() =>
  import('./confirm-sheet').then((m) => m.ConfirmSheet),
);

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
  const { t } = useTranslation('trade');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const state = useTicket(spec);
  const reasonText = useReasonText();
  const replyText = useReplyText();
  const previewRows = usePreviewRows();
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const submitter = useOrderSubmit({
    onSuccess: (message, record) => {
      setConfirming(null);
      showAlert(replyText(successText(message)), 'success');
      // Every screen showing positions, pending orders or balances refreshes now, not at its poll.
      void afterWrite('booking');
      void navigate(positionsPathOf(record), { replace: true });
    },
  });

  const { input, update, model, verdict, preview, request } = state;
  useWarmWhenIdle(confirmSheet.warm, !state.isLoading);
  const rows = preview ? previewRows(preview, model.currency, model.rate, state.spread) : [];

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
      rows,
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
      <StateBlock
        status="empty"
        title={t('notFound.title')}
        description={t('notFound.text', { code: spec.code || '--' })}
        testId="ticket-not-found"
      >
        <Button color="primary" onClick={() => void navigate(-1)}>
          {t('notFound.back')}
        </Button>
      </StateBlock>
    );
  }

  const isStockLike = spec.kind === 'stock' || spec.kind === 'funds';
  const hasFieldErrors = Object.keys(verdict.fields).length > 0;
  const footerReason = verdict.gate
    ? tc(verdict.gate.messageKey)
    : verdict.order
      ? reasonText(verdict.order)
      : hasFieldErrors
        ? t('footer.fixFields')
        : '';
  const total = preview ? (preview.kind === 'stock' ? preview.total : preview.cnyTotal) : null;
  const submitKey =
    input.orderType === 'limit'
      ? 'submit.limit'
      : input.side === 'long'
        ? 'submit.long'
        : 'submit.short';

  return (
    <div
      className={styles.page}
      data-testid="trade-ticket"
      data-kind={spec.kind}
      data-route={spec.route}
    >
      {isStockLike && (
        <MarketStatus
          updatedAt={state.quote.dataUpdatedAt}
          isError={state.quote.isError}
          intervalMs={QUOTE_POLL_MS}
        />
      )}
      <OutcomeBanner
        outcome={submitter.outcome}
        onRetry={retry}
        onDiscard={submitter.dismiss}
        onRecheck={submitter.recheck}
        positionsPath={positionsPathOf}
      />
      {state.isLoading ? (
        <section className={cardStyles.card} aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </section>
      ) : (
        <TicketHeader state={state} />
      )}
      {verdict.gate && <AccountGateNotice block={verdict.gate} />}
      <SideSwitch side={input.side} onChange={(side) => update({ side })} />
      {spec.canLimit && <OrderTypeField state={state} />}
      {spec.kind === 'funds' && <SubaccountField state={state} />}
      <QuantityField state={state} />
      <LeverField state={state} />
      {spec.canProtect && <ProtectionFields state={state} />}
      <PreviewPanel state={state} />
      <TestStationNotice />

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
      <footer className={styles.footer}>
        {footerReason && (
          <p className={styles.reason} role="alert" data-testid="ticket-reason">
            {footerReason}
          </p>
        )}
        {/* Reaching for submit (a touch, a keyboard focus) fetches the sheet before it is needed. */}
        <div
          className={styles.footerRow}
          onPointerDown={confirmSheet.warm}
          onFocus={confirmSheet.warm}
        >
          <div className={styles.footerTotal}>
            {t('footer.total')}
            <strong data-testid="footer-total">{formatAmount(total)}</strong>
          </div>
          <Button
            className={sideButtonsStyles.submit}
            data-side={input.side}
            color="primary"
            disabled={!request || submitter.isBlocked || submitter.pending}
            loading={submitter.pending}
            onClick={openConfirm}
            data-testid="ticket-submit"
          >
            {t(submitKey)}
          </Button>
        </div>
      </footer>
    </div>
  );
}
