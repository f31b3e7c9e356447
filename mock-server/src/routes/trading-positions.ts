// Stock positions (api-contract §11.5, §11.6): position/list.do with live figures, the
// reference's findUserPositionByCode.do and our exitsStock.do (not found in the reference: "does
// the caller hold an open position in this stock", with the position findUserPositionByCode
// would name).
//
// - position/list: newest first (id descending); `state` 0 open / 1 closed / absent all;
//   `stockCode` and `stockSpell` are LIKE '%…%' filters, case-insensitive as MySQL's default
//   collation compares.
// - findUserPositionByCode: a PageInfo with only `list` set — `[earliest open position]` or
//   `[null]`.
import type { UserPosition } from '../../../src/api/contracts/models/trading';
import {
  exitsStock,
  findUserPositionByCode,
  positionList,
} from '../../../src/api/contracts/endpoints/trading';
import { earliestOpenPosition } from '../domain/trading/stock-buy';
import { listOnlyPageOf, positionVO } from '../domain/trading/views';
import { ok } from '../http/envelope';
import type { MountEndpoint } from '../http/mount';
import { pageOf } from '../http/paging';
import type { Market } from '../market/market';

export const POSITION_PAGE_SIZE = 10;

/** MySQL's `LIKE '%…%'` under the default (case-insensitive) collation; absent → all. */
export const like = (field: string | null | undefined, filter: string | undefined): boolean =>
  !filter || (field ?? '').toLowerCase().includes(filter.toLowerCase());

/** A whole page number / size, PageHelper-style (absent or garbage → the default). */
export const whole = (value: number | undefined, fallback: number, min = 1): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(min, Math.trunc(value));

const isInState = (p: UserPosition, state: number | undefined): boolean =>
  state === 0 ? !p.sellOrderId : state === 1 ? Boolean(p.sellOrderId) : true;

export const tradingPositionRoutes = (mount: MountEndpoint, market: Market): void => {
  mount(positionList, ({ params, store, user, now }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const rows = store.tables.userPositions
      .where('userId', user.id)
      .filter(
        (p) =>
          isInState(p, params.state) &&
          like(p.stockCode, params.stockCode) &&
          like(p.stockSpell, params.stockSpell),
      )
      .sort((a, b) => b.id - a.id);
    const page = pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, POSITION_PAGE_SIZE));
    return ok({ ...page, list: page.list.map((p) => positionVO(p, market, now)) });
  });

  mount(findUserPositionByCode, ({ params, store, user, now }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const position = earliestOpenPosition(store, user.id, params.stockCode ?? '');
    return ok(listOnlyPageOf([position ? positionVO(position, market, now) : null]));
  });

  mount(exitsStock, ({ params, store, user, now }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const position = earliestOpenPosition(store, user.id, params.stockCode ?? '');
    return ok({
      exists: Boolean(position),
      position: position ? positionVO(position, market, now) : null,
    });
  });
};
