// The market phase now, on the server's clock, re-evaluated every second.
import { useEffect, useRef, useState } from 'react';

import { marketPhase, type MarketPhase } from '@/api/contracts/trading-hours';
import { usePageShown } from '@/lib/page-shown';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { serverNow } from '@/lib/server-clock';

export interface Clocks {
  /** Server time (epoch ms). */
  now: number;
  /** The phone's clock at the same tick, for ages of things stamped by the phone. */
  phoneNow: number;
}

const readClocks = (): Clocks => ({ now: serverNow(), phoneNow: Date.now() });

/** Server and phone time, ticking every `everyMs` while the page is shown (read again on return). */
export const useClocks = (everyMs = 1000): Clocks => {
  const [clocks, setClocks] = useState(readClocks);
  const shown = usePageShown();
  const returning = useRef(false);
  useEffect(() => {
    if (!shown) {
      returning.current = true;
      return;
    }
    if (returning.current) setClocks(readClocks());
    returning.current = false;
    const id = window.setInterval(() => setClocks(readClocks()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs, shown]);
  return clocks;
};

export const useMarketPhase = (): Clocks & { phase: MarketPhase } => {
  const { data: setting } = useSiteSetting();
  const clocks = useClocks();
  return { ...clocks, phase: marketPhase(clocks.now, setting) };
};
