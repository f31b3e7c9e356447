// The market phase alone, for what shows no clock (a trade bar's hint): on the server's clock,
// evaluated every second, a render only when the phase changes. Its own module: the pages that show
// only the status line (every live list) do not load the clock-key hook (issue 24, budgets).
import { marketPhase, type MarketPhase } from '@/api/contracts/trading-hours';
import { useSiteSetting } from '@/lib/queries/site-setting';

import { useServerClockKey } from './use-server-clock-key';

export const usePhaseOnly = (): MarketPhase => {
  const { data: setting } = useSiteSetting();
  return useServerClockKey((now) => marketPhase(now, setting)) as MarketPhase;
};
