// The ticket's screen: keeps what the trader types (useTicket) over what the component above
// loaded, and lays out the sections, the footer and the confirmation sheet.
import { Suspense, useCallback } from 'react';

import type { Direction } from '@/api/contracts/trading-math';
import { useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { QUOTE_POLL_MS } from '@/lib/queries/stock-quote';

import { positionsPathOf } from './positions-path';
import cardStyles from './card.module.css';
import styles from './order-ticket.module.css';
import { PreviewPanel } from './preview-panel';
import { QuantityField } from './quantity-field';
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
  notFound,
  outcomeBanner,
  warmStates,
  warmSubmit,
} from './ticket-on-first-use';
import { useTicket, type KeptAbove } from './use-ticket';
import { useTicketConfirm } from './use-ticket-confirm';
import type { TicketSources } from './use-ticket-sources';

export function TicketBody({ sources, above }: { sources: TicketSources; above: KeptAbove }) {
  const state = useTicket(sources, above);
  const { spec, input, update, model, verdict } = state;
  const { confirming, submitter, open, retry, send, cancel } = useTicketConfirm(state);
  useWarmWhenIdle(warmStates);
  useWarmWhenIdle(warmSubmit, !state.isLoading);
  const setSide = useCallback((side: Direction) => update({ side }), [update]);

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
            onCancel={cancel}
            onConfirm={() => void send()}
          />
        </Suspense>
      )}
      <TicketFooter
        state={state}
        isBlocked={submitter.isBlocked}
        isSending={submitter.pending}
        onSubmit={open}
        onReach={warmSubmit}
      />
    </div>
  );
}
