// The state of one ticket: what the trader typed over what was loaded (use-ticket-sources.ts), and
// what follows from both — the checks and the preview. Each
// derived part is kept while its inputs stay. A key typed in the lots field changes only this
// hook's state: the loading component above it does not re-render, nor do the sections that do
// not show the quantity (ticket-sections.ts). The leverage is kept above (the model follows it);
// the typed lots go up once settled (the spread rate is asked for them).
import { useCallback, useEffect, useMemo, useState } from 'react';

import { SPREAD_DEBOUNCE_MS } from '../api/ticket-data';
import { checkTicket } from '../model/checks';
import { quantityOf } from '../model/order-request';
import { heldQuantity } from '../model/reconcile';
import { decimalOf, emptyInput, lotsOf, type TicketInput } from '../model/ticket-input';

import type { TicketSources } from './use-ticket-sources';

/** What the trader changed; untouched lots / lever / sub-account follow the defaults. */
type Draft = Omit<TicketInput, 'lots' | 'lever' | 'subaccount'> & {
  lots: string | null;
  lever: number | null;
  subaccount: number | null;
};

/** The typed parts kept by the loading component (see use-ticket-sources.ts). */
export interface KeptAbove {
  lever: number | null;
  setLever: (lever: number | null) => void;
  setSettledLots: (lots: number | null) => void;
}

export const useTicket = (sources: TicketSources, above: KeptAbove) => {
  const { spec, model, mergeTarget } = sources;
  const { lever: draftLever, setLever, setSettledLots } = above;
  const [typed, setTyped] = useState<Omit<Draft, 'lever'>>(() => ({
    ...emptyInput(spec.side),
    lots: null,
    subaccount: null,
  }));
  const update = useCallback(
    ({ lever, ...patch }: Partial<Draft>) => {
      if (lever !== undefined) setLever(lever);
      if (Object.keys(patch).length > 0) setTyped((d) => ({ ...d, ...patch }));
    },
    [setLever],
  );

  // The quantity the spread rate is asked for: the typed one once it has settled (not per key).
  const typedLots = typed.lots === null ? null : lotsOf(typed.lots);
  useEffect(() => {
    const id = window.setTimeout(() => setSettledLots(typedLots), SPREAD_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [typedLots, setSettledLots]);

  const input: TicketInput = useMemo(() => {
    const numbers = model.ctx.subaccounts;
    return {
      ...typed,
      lots: typed.lots ?? String(model.lotRange.min),
      lever:
        draftLever !== null && model.levers.includes(draftLever) ? draftLever : model.levers[0]!,
      // One sub-account in trading: it is the one (the reference preselected too).
      subaccount: typed.subaccount ?? (numbers?.length === 1 ? numbers[0]! : null),
    };
  }, [typed, draftLever, model]);

  const verdict = useMemo(
    () => checkTicket(input, model.ctx, mergeTarget),
    [input, model.ctx, mergeTarget],
  );
  const lots = lotsOf(input.lots);
  // The price the order is judged at: the typed trigger price of a limit order, else the quote.
  const reference = input.orderType === 'limit' ? decimalOf(input.limitPrice) : model.price;
  const lever = input.lever ?? 1;
  const preview = useMemo(
    () =>
      lots !== null && lots > 0 && reference !== null && reference > 0
        ? model.previewOf(lots, reference, lever, input.side)
        : null,
    [model, lots, reference, lever, input.side],
  );
  // What the funds allow at this price and lever, whatever is typed (the "max" chip).
  const maxLots = useMemo(
    () =>
      // (ctx.price stays null until a futures ticket knows its exchange rate.)
      reference !== null && reference > 0 && model.available !== null && model.ctx.price !== null
        ? model.previewOf(1, reference, lever, input.side).maxLots
        : null,
    [model, reference, lever, input.side],
  );

  const { holding, spread } = sources;
  const held =
    holding && model.instrument
      ? heldQuantity(holding, model.instrument.code, input.side)
      : undefined;

  return {
    spec,
    input,
    update,
    model,
    verdict,
    reference,
    preview,
    maxLots,
    /** What a confirm would send, once every field passes (the request is built on submit). */
    checked: model.instrument ? verdict.checked : null,
    held,
    /** The spread fee in the preview: known (0 when no rule matches), being asked, or failed. */
    // Pending, not the previous quantity's fee, while the rate for the typed quantity is asked.
    spread:
      !spread.isStockLike ||
      (spread.isKnown && spread.shares === quantityOf(spec.kind, typedLots ?? 1))
        ? ('known' as const)
        : spread.isError
          ? ('unavailable' as const)
          : ('pending' as const),
    quote: sources.quote,
    futuresRow: sources.futuresRow,
    user: sources.user,
    subaccounts: sources.subaccounts,
    isLoading: model.instrument === undefined && !sources.quote.isError,
  };
};

export type TicketState = ReturnType<typeof useTicket>;
