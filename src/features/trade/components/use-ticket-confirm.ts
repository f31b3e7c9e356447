// Submit → the confirmation sheet with the order in the trader's words → confirm sends it once; the
// reply (or its absence) is handled by useOrderSubmit. A booked order leads to where it shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useAppStore } from '@/stores/app-store';

import type { Instrument, OrderRequest } from '../model/order-request';
import type { InFlightRecord } from '../model/reconcile';
import { successText } from '../model/server-reply';

import { positionsPathOf } from './positions-path';
import { previewRowsOf } from './preview-panel';
import { loadWrites } from './ticket-on-first-use';
import { loadOrderApi, useOrderSubmit } from './use-order-submit';
import { replyTextOf } from './use-reply-text';
import type { TicketState } from './use-ticket';

type Pending = Pick<OrderRequest, 'endpoint' | 'params' | 'quantity' | 'isTrailDegraded'>;

export interface Confirming {
  request: Pending;
  instrument: Instrument;
  record: Pick<InFlightRecord, 'kind' | 'code' | 'name' | 'side' | 'heldBefore'>;
  rows: { id: string; label: string; value: string }[];
  /** The quote when the sheet opened (a market order fills near it); unknown on a resend. */
  marketPrice?: number | null;
}

export const useTicketConfirm = (state: TicketState) => {
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  // One translation hook: this runs on every key (the texts are needed only on submit).
  const { t, i18n } = useTranslation('trade');
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const submitter = useOrderSubmit({
    onSuccess: (message, record) => {
      setConfirming(null);
      showAlert(replyTextOf(t, i18n.getFixedT(null, 'common'), successText(message)), 'success');
      // Every screen showing positions, pending orders or balances refreshes now, not at its poll
      // (the refresh code is fetched with the sheet).
      void loadWrites().then((m) => m.afterWrite('booking'));
      void navigate(positionsPathOf(record), { replace: true });
    },
  });

  const open = async () => {
    const { checked, model, input, preview } = state;
    const instrument = model.instrument;
    if (!checked || !instrument || submitter.isBlocked) return;
    // What the sheet shows and confirm sends: the order as it was at the tap (usually loaded when
    // the trader reached for submit, so this waits for nothing).
    const { buildOrderRequest } = await loadOrderApi();
    setConfirming({
      request: buildOrderRequest(instrument, checked),
      instrument,
      record: {
        kind: state.spec.kind,
        code: instrument.code,
        name: instrument.name,
        side: input.side,
        heldBefore: state.held,
      },
      rows: preview ? previewRowsOf(t, preview, model.currency, model.rate, state.spread) : [],
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

  return { confirming, submitter, open, retry, send, cancel: () => setConfirming(null) };
};
