// Whether the mock accepts orders now. The trading calendar itself — windows, weekends, the
// holiday switch, in the reference's order — is the contract's (src/api/contracts/trading-hours.ts,
// ADR 0016), the same functions the app's ticket and status line call. What is the mock's own is
// the control API's switch: QA can force the answer open or closed whatever the clock says.
import type { SiteProduct } from '../../../src/api/contracts/models/site';
import {
  sessionVerdict,
  sessionWindows,
  type ClockWindow,
  type SessionMarket,
  type SessionTimes,
  type SessionVerdict,
} from '../../../src/api/contracts/trading-hours';

export { sessionMarketOf, type SessionMarket } from '../../../src/api/contracts/trading-hours';

/** The control API's switch (`PUT /__harness/trading-hours`). */
export type TradingHoursMode = 'auto' | 'open' | 'closed';

export type TradingHoursVerdict = SessionVerdict;

/**
 * The verdict for `market` (A-shares by default) on the setting's windows, or on `windows` given
 * directly (index settings, futures products), unless the control API forces it.
 */
export const tradingHoursVerdict = (
  epochMs: number,
  mode: TradingHoursMode,
  setting: SessionTimes,
  product: Pick<SiteProduct, 'holidayDisplay'>,
  market: SessionMarket = 'a',
  windows: readonly ClockWindow[] = sessionWindows(setting, market),
): TradingHoursVerdict => {
  if (mode === 'open') return { isOpen: true };
  if (mode === 'closed') return { isOpen: false, reason: 'outside-hours' };
  return sessionVerdict(epochMs, windows, product.holidayDisplay === true);
};
