// What the app knows when a stock close is checked before sending (api-contract §11.4): the
// sellable shares (T+1), the session on the server's clock, holiday mode, `cantSellTimes`, the
// sell commission rate and — for a long — the live change % against the board's limit.
import { marketPhase, verdictOfPhase, type MarketPhase } from '@/api/contracts/trading-hours';
import type { CloseFacts } from '@/api/contracts/trading-rules';
import { useHolidayMode } from '@/lib/queries/product-setting';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { useQuote } from '@/lib/queries/stock-quote';
import { serverNow } from '@/lib/server-clock';
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
  const isHoliday = useHolidayMode();
  // A long cannot be sold at limit-down, which the position list alone cannot tell: the live
  // change % comes from the shared quote (polled only while it matters).
  const needsChange = view.direction === 'long' && view.limitPct !== null;
  const quote = useQuote(needsChange && painted ? view.code : '');
  // Read here, not only on confirm: the sheet then re-renders when the quote's data changes, not
  // at every poll's fetching flag (TanStack Query re-renders for the fields a render has read).
  const changePct = needsChange ? changePctOf(quote.data?.stock.hcrate) : null;

  // The session and the time since buying are read on the server's clock when the close is
  // checked, not ticked every second: a ticking clock re-rendered the whole open sheet each second.
  const facts = (shares: number): CloseFacts => {
    const now = serverNow();
    return {
      shares,
      held: view.shares,
      sellable: canSell.data,
      session: sessionFacts(view, marketPhase(now, setting), isHoliday),
      cantSellMinutes: setting?.cantSellTimes ?? undefined,
      minutesSinceBuy: view.buyTime !== null ? (now - view.buyTime) / 60_000 : undefined,
      direction: view.direction,
      price: view.price?.toString() ?? null,
      changePct,
      limitPct: view.limitPct,
    };
  };

  return {
    facts,
    /** The sheet's first frame is on screen: work it need not wait for may start. */
    painted,
    canSell,
    /** null until the site setting is known. */
    sellFeeRate: setting ? (setting.sellFee ?? 0) : null,
  };
};
