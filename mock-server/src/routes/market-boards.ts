// A-share data boards (api-contract §8.1–§8.5, §8.15; the futures list `queryList.do` is mounted
// with §18 in index-futures-extras.ts). The reference relays these from East Money, Sina and
// biying; here every row comes from the market engine, so the boards agree with the quotes and
// charts: same seed + same instant → same rows. The rows are computed in
// `domain/market-boards/`; choices where the contract leaves room:
//
// - "Reports" (dragon-tiger list, northbound top 10) are of the latest trading day whose A-share
//   session has closed (East Money publishes them after the close); getlhb retries the trading day
//   before when that day lists nobody, and answers null when neither does (East Money's empty
//   report is `result: null`).
// - getStop lists the stocks the engine has suspended on the trading day shown at `now`, with the
//   start and (when the engine resumes them within 10 trading days) the end of the suspension.
// - getTop: content 1 → Shanghai, 3 → Shenzhen; any other value → null (East Money has no such
//   mutual type for A-shares). Northbound deal amounts are a seeded share of the day's turnover.
// - Share capital (free float and total shares) is a seeded function of the stock, sized so the
//   typical daily turnover rate is 0.4 %–4 %: turnover rates and market values agree everywhere.
// - getStockSort: `asc` 0 descends, any other value ascends; an unknown `sort` keeps Sina's default
//   order (by symbol); an unknown `node` has no rows; `pageSize` is capped at 100 (Sina's `num`).
import {
  getLhb,
  getStockSort,
  getStop,
  getTop,
  getZdfNumber,
  getZtb,
} from '../../../src/api/contracts/endpoints/market';
import { dragonTigerReport } from '../domain/market-boards/dragon-tiger';
import { limitUpPool } from '../domain/market-boards/limit-up';
import { northboundTop } from '../domain/market-boards/northbound';
import { stockSortPage } from '../domain/market-boards/ranking';
import { suspensionRows } from '../domain/market-boards/suspensions';
import { ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import type { Market } from '../market/market';

export const marketBoardRoutes = (mount: Mount, market: Market): void => {
  mount.pure(getLhb, ({ now }) => ok(dragonTigerReport(market, now)));

  mount.pure(getStop, ({ now }) => ok(suspensionRows(market, now)));

  mount.pure(getTop, ({ params, now }) => ok(northboundTop(market, params.content, now)));

  mount.pure(getZdfNumber, ({ now }) => {
    const { up, down } = market.breadth(now, ['sh', 'sz']);
    return ok({ zhang: up, die: down });
  });

  mount.pure(getZtb, ({ now }) => ok(limitUpPool(market, now)));

  mount.pure(getStockSort, ({ params, now }) => ok(stockSortPage(market, params, now)));
};
