// The state of one ticket: loads what it needs, keeps what the trader typed, and derives — every
// second, as the quote polls — the checks, the preview and the request a confirm would send.
// Each derived part is kept while its inputs stay (a key typed in the lots field rebuilds neither
// the model nor the sections that do not show the quantity: see ticket-sections.ts).
import { useCallback, useMemo, useState } from 'react';

import { isApiError } from '@/lib/api/api-error';
import { bareCode } from '@/lib/market/instrument';
import { useClocks } from '@/lib/market/use-market-phase';
import { useProductSetting } from '@/lib/queries/product-setting';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { useQuote } from '@/lib/queries/stock-quote';
import { useUserInfo } from '@/lib/queries/user-info';

import {
  useExchangeRate,
  useFuturesRow,
  useFuturesSetting,
  useIndexRow,
  useIndexSetting,
  useSpreadRate,
  useSubaccounts,
} from '../api/ticket-data';
import { useHolding } from '../api/holding';
import { checkTicket } from '../model/checks';
import { buildOrderRequest, quantityOf } from '../model/order-request';
import { heldQuantity, mergeTargetOf } from '../model/reconcile';
import type { TicketSpec } from '../model/ticket-config';
import { decimalOf, emptyInput, lotsOf, type TicketInput } from '../model/ticket-input';
import { ticketModelOf } from '../model/ticket-model';

/** What the trader changed; untouched lots / lever / sub-account follow the defaults. */
type Draft = Omit<TicketInput, 'lots' | 'lever' | 'subaccount'> & {
  lots: string | null;
  lever: number | null;
  subaccount: number | null;
};

export const useTicket = (spec: TicketSpec) => {
  const { kind } = spec;
  const isStockLike = kind === 'stock' || kind === 'funds';
  const user = useUserInfo();
  const setting = useSiteSetting();
  const product = useProductSetting();
  const indexSetting = useIndexSetting(kind === 'index');
  const futuresSetting = useFuturesSetting(kind === 'futures');
  const indexRow = useIndexRow(spec.code, kind === 'index');
  const futuresRow = useFuturesRow(spec.code, kind === 'futures');
  const quoteCode =
    kind === 'index'
      ? (indexRow.data?.indexGid ?? '')
      : kind === 'futures'
        ? (futuresRow.data?.futuresGid ?? '')
        : bareCode(spec.code);
  const quote = useQuote(quoteCode);
  const fx = useExchangeRate(kind === 'futures' ? futuresRow.data?.coinCode : null);
  const subaccounts = useSubaccounts(kind === 'funds');
  const { now } = useClocks();

  const [draft, setDraft] = useState<Draft>(() => ({
    ...emptyInput(spec.side),
    lots: null,
    lever: null,
    subaccount: null,
  }));
  const update = useCallback((patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch })), []);

  const isUnknown =
    spec.code === '' ||
    (isApiError(quote.error) && quote.error.kind === 'business' && quote.data === undefined);

  // The quantity the spread rate is asked for (the draft's, or the default once known).
  const typedLots = draft.lots === null ? null : lotsOf(draft.lots);
  const spread = useSpreadRate(
    {
      code: quote.data?.stock.code ?? '',
      shares: quantityOf(kind, typedLots ?? 1),
      price: quote.data ? Number(quote.data.stock.nowPrice) : null,
      changePct: quote.data ? Number(quote.data.stock.hcrate ?? 0) : null,
    },
    isStockLike,
  );

  const stock = quote.data?.stock;
  const spreadRate = spread.rate ?? 0;
  const model = useMemo(
    () =>
      ticketModelOf({
        kind,
        quote: stock,
        isUnknown,
        indexRow: indexRow.data,
        futuresRow: futuresRow.data,
        setting: setting.data,
        product: product.data,
        indexSetting: indexSetting.data,
        futuresSetting: futuresSetting.data,
        user: user.data,
        fxRate: fx.data,
        spreadRate,
        subaccounts: subaccounts.data,
        lever: draft.lever,
        now,
      }),
    [
      kind,
      stock,
      isUnknown,
      indexRow.data,
      futuresRow.data,
      setting.data,
      product.data,
      indexSetting.data,
      futuresSetting.data,
      user.data,
      fx.data,
      spreadRate,
      subaccounts.data,
      draft.lever,
      now,
    ],
  );

  const input: TicketInput = useMemo(() => {
    const numbers = model.ctx.subaccounts;
    return {
      ...draft,
      lots: draft.lots ?? String(model.lotRange.min),
      lever:
        draft.lever !== null && model.levers.includes(draft.lever) ? draft.lever : model.levers[0]!,
      // One sub-account in trading: it is the one (the reference preselected too).
      subaccount: draft.subaccount ?? (numbers?.length === 1 ? numbers[0]! : null),
    };
  }, [draft, model]);

  const holding = useHolding(kind, model.instrument?.code ?? '', !!model.instrument);
  const mergeTarget = useMemo(
    () =>
      kind === 'stock' && holding.data && model.instrument
        ? mergeTargetOf(holding.data, model.instrument.code)
        : null,
    [kind, holding.data, model.instrument],
  );
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
  const request =
    verdict.checked && model.instrument
      ? buildOrderRequest(model.instrument, verdict.checked)
      : null;

  const held =
    holding.data && model.instrument
      ? heldQuantity(holding.data, model.instrument.code, input.side)
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
    request,
    held,
    /** The spread fee in the preview: known (0 when no rule matches), being asked, or failed. */
    // Pending, not the previous quantity's fee, while the rate for the typed quantity is asked.
    spread:
      !isStockLike || (spread.rate !== undefined && spread.isFresh)
        ? ('known' as const)
        : spread.isError
          ? ('unavailable' as const)
          : ('pending' as const),
    quote,
    futuresRow: futuresRow.data,
    user,
    subaccounts,
    isLoading: model.instrument === undefined && !quote.isError,
  };
};

export type TicketState = ReturnType<typeof useTicket>;
