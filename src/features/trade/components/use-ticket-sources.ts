// What a ticket loads, and the model built from it (every second, as the quote polls): the queries
// live here, in the component above the one that keeps what the trader types, so a key in the lots
// field re-renders none of them (issue 24: a key → the preview in ≤ 50 ms at 4× CPU). Only the
// leverage (the model's lever options and margins follow it) and the settled quantity (the spread
// rate is asked for it) come from what was typed.
import { useMemo } from 'react';

import { isApiError } from '@/lib/api/api-error';
import { bareCode } from '@/lib/market/instrument';
import { useSteadyServerNow } from '@/lib/market/use-server-clock-key';
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
import { quantityOf } from '../model/order-request';
import { mergeTargetOf } from '../model/reconcile';
import type { TicketSpec } from '../model/ticket-config';
import { ticketClockKey, ticketModelOf } from '../model/ticket-model';

/** What was typed that the loaded data depends on. */
export interface SourceInput {
  /** The chosen leverage (null: the first option). */
  lever: number | null;
  /** The typed lots once settled (null: not typed yet). */
  settledLots: number | null;
}

export const useTicketSources = (spec: TicketSpec, { lever, settledLots }: SourceInput) => {
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

  const isUnknown =
    spec.code === '' ||
    (isApiError(quote.error) && quote.error.kind === 'business' && quote.data === undefined);

  const spread = useSpreadRate(
    {
      code: quote.data?.stock.code ?? '',
      shares: quantityOf(kind, settledLots ?? 1),
      price: quote.data ? Number(quote.data.stock.nowPrice) : null,
      changePct: quote.data ? Number(quote.data.stock.hcrate ?? 0) : null,
    },
    isStockLike,
  );

  const stock = quote.data?.stock;
  const spreadRate = spread.rate ?? 0;
  const loaded = useMemo(
    () => ({
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
      lever,
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
      lever,
    ],
  );
  // The clock's part of the model (session, day) renders the ticket only when it changes.
  const now = useSteadyServerNow((at) => ticketClockKey(loaded, at));
  const model = useMemo(() => ticketModelOf({ ...loaded, now }), [loaded, now]);

  const holding = useHolding(kind, model.instrument?.code ?? '', !!model.instrument);
  const mergeTarget = useMemo(
    () =>
      kind === 'stock' && holding.data && model.instrument
        ? mergeTargetOf(holding.data, model.instrument.code)
        : null,
    [kind, holding.data, model.instrument],
  );

  return {
    spec,
    model,
    mergeTarget,
    holding: holding.data,
    spread: {
      isStockLike,
      /** The rate is the asked one for `shares` (not the previous quantity's, kept meanwhile). */
      isKnown: spread.rate !== undefined && spread.isFresh,
      isError: spread.isError,
      shares: spread.shares,
    },
    quote,
    futuresRow: futuresRow.data,
    user,
    subaccounts,
  };
};

export type TicketSources = ReturnType<typeof useTicketSources>;
