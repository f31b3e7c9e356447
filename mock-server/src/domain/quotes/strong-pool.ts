// getQsgc.do (api-contract §18.16): biying's strong-stock pool (强势股池) from the market engine.
// Which stocks are "strong" is ours (biying's rule is not documented): A shares trading, not
// suspended, up at least STRONG_CHANGE_PCT % on the day the quote shows (the latest trading day,
// as the reference steps back from the latest weekday until the provider answers). Then the
// backend's filter: `zf` > 0 and `dm` minus its first two characters not the code of a stock the
// admin hid (`is_show` 1). Units as biying's (biying.ts): `zf`, `hs` in percent, `cje`, `lt`,
// `zsz` in yuan.
import type { BiyingStockDTO } from '../../../../src/api/contracts/models/provider-quotes';
import type { Market } from '../../market/market';
import { aShares, round, shareCapital, turnoverRate } from '../market-boards/a-shares';

import { stockDto } from './biying';
import { recentMoves } from './stock-figures';

/** Ours: the day's rise that puts a stock in the pool. */
export const STRONG_CHANGE_PCT = 5;

/** The pool at `now`, strongest first (ties by gid); `custUd` is then the change in yuan. */
export const strongPool = (market: Market, now: number): BiyingStockDTO[] => {
  const stocks = aShares(market);
  const hidden = new Set(stocks.filter((i) => i.row.isShow === 1).map((i) => i.code));
  return stocks
    .map((i) => ({ i, q: market.quote(i, now) }))
    .filter(({ q }) => !q.isSuspended && q.changePct >= STRONG_CHANGE_PCT)
    .sort((a, b) => b.q.changePct - a.q.changePct || a.i.gid.localeCompare(b.i.gid))
    .map(({ i, q }) => {
      const cap = shareCapital(market.seed, i);
      return stockDto({
        // The pool's code carries the market prefix: the backend strips two characters.
        dm: i.gid,
        mc: i.name,
        p: q.price,
        zf: q.changePct,
        cje: q.amount,
        lt: round(q.price * cap.float, 2),
        zsz: round(q.price * cap.total, 2),
        hs: turnoverRate(market, i, q),
        zs: recentMoves(market, i, q, now).speed,
      });
    })
    .filter((row) => (row.zf ?? 0) > 0 && !hidden.has((row.dm ?? '').slice(2)));
};
