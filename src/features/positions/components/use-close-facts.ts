// What the app knows when a stock close is checked before sending (api-contract §11.4): the
// sellable shares (T+1), the session on the server's clock, holiday mode, `cantSellTimes`, the
// sell commission rate and — for a long — the live change % against the board's limit.
import { verdictOfPhase, type MarketPhase } from '@/api/contracts/trading-hours';
import type { CloseFacts } from '@/api/contracts/trading-rules';
import { useMarketPhase } from '@/lib/market/use-market-phase';
import { useHolidayMode } from '@/lib/queries/product-setting';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { useQuote } from '@/lib/queries/stock-quote';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

import { useCanSell } from '../api/can-sell-api';
import type { StockPositionView } from '../model/stock-position';

/** The A-share session verdict; HK/US positions trade in other windows the app does not check. */
export const sessionFacts = (
  view: Pick<StockPositionView, 'exchange'>,
  phase: MarketPhase,
  isHoliday: boolean,
): CloseFacts['session'] => {
  if (view.exchange === 'hk' || view.exchange === 'us') return undefined;
  return verdictOfPhase(phase, isHoliday);
};

/** The quote's change %; null when it gives none. */
const changePctOf = (hcrate: number | string | null | undefined): number | null => {
  const pct = hcrate === null || hcrate === undefined ? NaN : Number(hcrate);
  return Number.isFinite(pct) ? pct : null;
};

export const useCloseFacts = (view: StockPositionView) => {
  // The sheet shows first ("sellable: loading"), then asks: building and sending the requests in
  // the tap's own task held its first frame back (issue 24, close sheet ≤ 100 ms).
  const painted = useAfterFirstPaint();
  const canSell = useCanSell(view.positionSn, painted);
  const { data: setting } = useSiteSetting();
  const { phase, now } = useMarketPhase();
  const isHoliday = useHolidayMode();
  // A long cannot be sold at limit-down, which the position list alone cannot tell: the live
  // change % comes from the shared quote (polled only while it matters).
  const needsChange = view.direction === 'long' && view.limitPct !== null;
  const quote = useQuote(needsChange && painted ? view.code : '');

  const facts = (shares: number): CloseFacts => ({
    shares,
    held: view.shares,
    sellable: canSell.data,
    session: sessionFacts(view, phase, isHoliday),
    cantSellMinutes: setting?.cantSellTimes ?? undefined,
    minutesSinceBuy: view.buyTime !== null ? (now - view.buyTime) / 60_000 : undefined,
    direction: view.direction,
    price: view.price?.toString() ?? null,
    changePct: needsChange ? changePctOf(quote.data?.stock.hcrate) : null,
    limitPct: view.limitPct,
  });

  return {
    facts,
    canSell,
    /** null until the site setting is known. */
    sellFeeRate: setting ? (setting.sellFee ?? 0) : null,
  };
};
