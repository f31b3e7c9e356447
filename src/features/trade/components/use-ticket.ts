// The state of one ticket: loads what it needs, keeps what the trader typed, and derives — every
// second, as the quote polls — the checks, the preview and the request a confirm would send.
import { useState } from 'react';

import { isApiError } from '@/lib/api/api-error';
import { bareCode } from '@/lib/market/instrument';
import { useClocks } from '@/lib/market/use-market-phase';
import { useFundingSubaccounts } from '@/lib/queries/funding';
import { useProductSetting } from '@/lib/queries/product-setting';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { useQuote } from '@/lib/queries/stock-quote';
import { useUserInfo } from '@/lib/queries/user-info';

import {
  useExchangeRate,
  useFuturesRow,
  useFuturesSetting,
  useHolding,
  useIndexRow,
  useIndexSetting,
  useSpreadRate,
} from '../api/ticket-data';
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
  const subaccounts = useFundingSubaccounts(kind === 'funds');
  const { now } = useClocks();

  const [draft, setDraft] = useState<Draft>(() => ({
    ...emptyInput(spec.side),
    lots: null,
    lever: null,
    subaccount: null,
  }));
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

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

  const model = ticketModelOf({
    kind,
    quote: quote.data?.stock,
    isUnknown,
    indexRow: indexRow.data,
    futuresRow: futuresRow.data,
    setting: setting.data,
    product: product.data,
    indexSetting: indexSetting.data,
    futuresSetting: futuresSetting.data,
    user: user.data,
    fxRate: fx.data,
    spreadRate: spread.data ?? 0,
    subaccounts: subaccounts.data,
    lever: draft.lever,
    now,
  });

  const subaccountNumbers = model.ctx.subaccounts;
  const input: TicketInput = {
    ...draft,
    lots: draft.lots ?? String(model.lotRange.min),
    lever:
      draft.lever !== null && model.levers.includes(draft.lever) ? draft.lever : model.levers[0]!,
    // One sub-account in trading: it is the one (the reference preselected too).
    subaccount:
      draft.subaccount ?? (subaccountNumbers?.length === 1 ? subaccountNumbers[0]! : null),
  };

  const holding = useHolding(kind, model.instrument?.code ?? '', !!model.instrument);
  const mergeTarget =
    kind === 'stock' && holding.data && model.instrument
      ? mergeTargetOf(holding.data, model.instrument.code)
      : null;
  const verdict = checkTicket(input, model.ctx, mergeTarget);
  const lots = lotsOf(input.lots);
  // The price the order is judged at: the typed trigger price of a limit order, else the quote.
  const reference = input.orderType === 'limit' ? decimalOf(input.limitPrice) : model.price;
  const preview =
    lots !== null && lots > 0 && reference !== null && reference > 0
      ? model.previewOf(lots, reference, input.lever ?? 1, input.side)
      : null;
  // What the funds allow at this price and lever, whatever is typed (the "max" chip).
  const maxLots =
    // (ctx.price stays null until a futures ticket knows its exchange rate.)
    reference !== null && reference > 0 && model.available !== null && model.ctx.price !== null
      ? model.previewOf(1, reference, input.lever ?? 1, input.side).maxLots
      : null;
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
    spread:
      !isStockLike || spread.data !== undefined
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
