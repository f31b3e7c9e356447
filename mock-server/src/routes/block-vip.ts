// Block trades and VIP grabs (api-contract §8.10–§8.12, §12.8–§12.10). The rules live in
// domain/trading/block-trade.ts and vip-grab.ts (buy.do's checks with each endpoint's
// differences), the pool in domain/market-boards/zt-pool.ts. Replies as the reference gives them:
//
// - getDzList.do: shown offers priced now, never the key. getVipList.do: the pool (null when
//   empty, which the top-up makes unlikely). getVipByCode.do: the item whose `c` is the code, else
//   the whole pool (the reference's quirk), null when the pool is empty; no `code` → the global
//   "too many traders" reply (the reference's null pointer).
// - buyStockDz.do: an unknown stockCode (no offer, or no stock behind it) → the global error.
//   No trading-hours check (the reference's is disabled); the holiday switch still refuses.
// - buyVipQc.do: the change beyond the board's max-change is status 0 with "当前交易不可买入" in
//   `data`, nothing booked. An unknown stock, a buyType other than 0/1 or a lever ≤ 0 → the global
//   error (the reference's service fails there; its controller does not catch).
// Trading requests first settle the caller's pending orders, as every trading endpoint does.
import { BLOCK_VIP_TEXT } from '../../../src/api/contracts/block-vip-texts';
import {
  buyStockDz,
  buyStockDzList,
  buyVipQc,
  VIP_NOT_TRADABLE_TEXT,
} from '../../../src/api/contracts/endpoints/ipo';
import { getDzList, getVipByCode, getVipList } from '../../../src/api/contracts/endpoints/market';
import { ztPool } from '../domain/market-boards/zt-pool';
import {
  blockTradeOffers,
  blockTradePositions,
  buyBlockTrade,
} from '../domain/trading/block-trade';
import { stockRowOf } from '../domain/trading/context';
import { mountSettling } from '../domain/trading/executor';
import { grabVip } from '../domain/trading/vip-grab';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { clientIp } from '../http/request-ip';
import type { Market } from '../market/market';

import { me, nullPointer, stockOrderOf } from './trading-orders';

export const blockVipRoutes = (mount: Mount, market: Market): void => {
  mount.pure(getDzList, ({ store, now }) => ok(blockTradeOffers(store, market, now)));

  mount.pure(getVipList, ({ now }) => {
    const pool = ztPool(market, now);
    return ok(pool.length > 0 ? pool : null);
  });

  mount.pure(getVipByCode, ({ params, now }) => {
    if (params.code === undefined) return nullPointer('code');
    const pool = ztPool(market, now);
    const hit = pool.filter((item) => item.c === params.code);
    return ok(hit.length > 0 ? hit : pool.length > 0 ? pool : null);
  });

  const settling = mountSettling(mount, market);

  settling(buyStockDz, ({ params, req, store, user, now }) => {
    const trader = me(user);
    const offer = store.tables.stockDzs.first('stockCode', params.stockCode ?? '');
    const stock = offer && stockRowOf(store, offer);
    if (!offer || !stock) return nullPointer('stockDz');
    const outcome = buyBlockTrade(
      { store, market },
      trader,
      offer,
      stock,
      { password: params.password ?? '', shares: params.num ?? 0 },
      { now, ip: clientIp(req) },
    );
    if (outcome.ok) return ok(BLOCK_VIP_TEXT.blockDone);
    return outcome.kind === 'empty' ? nullPointer('quote') : fail(outcome.message);
  });

  settling(buyStockDzList, ({ store, user }) => ok(blockTradePositions(store, me(user).id)));

  settling(buyVipQc, ({ params, req, store, user, now }) => {
    const trader = me(user);
    const stock = store.tables.stocks.first('stockCode', params.stockCode ?? '');
    const order = stockOrderOf(stock, params);
    if (!order) return nullPointer('stock');
    const outcome = grabVip({ store, market }, trader, order, { now, ip: clientIp(req) });
    if (outcome.ok) return ok(BLOCK_VIP_TEXT.vipDone);
    if (outcome.kind === 'not-tradable') return ok(VIP_NOT_TRADABLE_TEXT);
    return outcome.kind === 'empty' ? nullPointer('quote') : fail(outcome.message);
  });
};
