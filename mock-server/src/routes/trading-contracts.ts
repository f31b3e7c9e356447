// Index contracts and foreign futures (api-contract §11.8, §11.9, §11.13): buy, sell and list.
// Rules and money: domain/trading/index-orders.ts and futures-orders.ts.
//
// - buyIndex.do checks its own integer parameters ("参数不能为空"); buyFutures.do's are required
//   (HTTP 400 when absent). Both answer "下单成功" in `data`; a lever ≤ 0 or a buyType other than
//   0/1 → empty body (the controller swallows the error).
// - sellIndex.do / sellFutures.do close the whole position: "平仓成功！" in `msg`. Ours (the
//   contract gives no texts): an unknown or foreign positionSn answers "平仓失败，订单不存在";
//   the other refusals reuse sell.do's texts.
// - The lists: newest first; `state` 0 open / 1 closed; name and code LIKE filters.
import {
  buyFutures,
  buyIndex,
  futuresPositionList,
  indexPositionList,
  sellFutures,
  sellIndex,
} from '../../../src/api/contracts/endpoints/trading';
import { directionOfBuyType } from '../../../src/api/contracts/trading-math';
import {
  buyFuturesContract,
  futuresProductOf,
  isFuturesOpen,
  sellFuturesContract,
} from '../domain/trading/futures-orders';
import {
  buyIndexContract,
  isIndexOpen,
  sellIndexContract,
  type ContractOutcome,
} from '../domain/trading/index-orders';
import {
  CLOSE_MESSAGES,
  FUTURES_MESSAGES,
  INDEX_MESSAGES,
  ORDER_MESSAGES,
} from '../domain/trading/messages';
import { futuresPositionVO, indexPositionVO } from '../domain/trading/views';
import { fail, ok } from '../http/envelope';
import type { MountEndpoint } from '../http/mount';
import { pageOf } from '../http/paging';
import { clientIp } from '../http/request-ip';
import type { Market } from '../market/market';

import { nullPointer } from './trading-orders';
import { like, POSITION_PAGE_SIZE, whole } from './trading-positions';

const buyReply = <P>(outcome: ContractOutcome<P>) => {
  if (outcome.ok) return ok(ORDER_MESSAGES.placed);
  return outcome.kind === 'empty' ? null : fail(outcome.message);
};

const sellReply = <P>(outcome: ContractOutcome<P>) =>
  outcome.ok
    ? ok(undefined, ORDER_MESSAGES.closed)
    : fail(outcome.kind === 'refused' ? outcome.message : CLOSE_MESSAGES.missing);

const inState = (isOpen: boolean, state: number | undefined): boolean =>
  state === 0 ? isOpen : state === 1 ? !isOpen : true;

export const tradingContractRoutes = (mount: MountEndpoint, market: Market): void => {
  mount(buyIndex, ({ params, req, store, user, now }) => {
    const trader = user ?? nullPointer('current user');
    const { indexId, buyNum, buyType, lever } = params;
    if (
      indexId === undefined ||
      buyNum === undefined ||
      buyType === undefined ||
      lever === undefined
    ) {
      return fail(INDEX_MESSAGES.paramsBlank);
    }
    const index = store.tables.stockIndexes.get(indexId);
    if (!index) return fail(INDEX_MESSAGES.unknown);
    const direction = directionOfBuyType(buyType);
    if (!direction) return null;
    return buyReply(
      buyIndexContract(
        { store, market },
        trader,
        index,
        {
          lots: buyNum,
          direction,
          lever,
          profitTarget: params.profitTarget,
          stopTarget: params.stopTarget,
        },
        { now, ip: clientIp(req) },
      ),
    );
  });

  mount(sellIndex, ({ params, req, store, user, now }) => {
    const trader = user ?? nullPointer('current user');
    const position = store.tables.userIndexPositions.first('positionSn', params.positionSn ?? '');
    if (!position || position.userId !== trader.id) return fail(CLOSE_MESSAGES.missing);
    return sellReply(
      sellIndexContract({ store, market }, trader, position, { now, ip: clientIp(req) }),
    );
  });

  mount(indexPositionList, ({ params, store, user, now }) => {
    const trader = user ?? nullPointer('current user');
    const rows = store.tables.userIndexPositions
      .where('userId', trader.id)
      .filter(
        (p) =>
          inState(isIndexOpen(p), params.state) &&
          like(p.indexName, params.indexName) &&
          like(p.indexCode, params.indexCode),
      )
      .sort((a, b) => b.id - a.id);
    const page = pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, POSITION_PAGE_SIZE));
    return ok({ ...page, list: page.list.map((p) => indexPositionVO(p, market, now)) });
  });

  mount(buyFutures, ({ params, req, store, user, now }) => {
    const trader = user ?? nullPointer('current user');
    const product =
      params.FuturesId === undefined ? undefined : store.tables.stockFutures.get(params.FuturesId);
    if (!product) return fail(FUTURES_MESSAGES.unknown);
    const direction = directionOfBuyType(params.buyType ?? -1);
    if (!direction) return null;
    return buyReply(
      buyFuturesContract(
        { store, market },
        trader,
        product,
        { lots: params.buyNum ?? 0, direction, lever: params.lever ?? 0 },
        { now, ip: clientIp(req) },
      ),
    );
  });

  mount(sellFutures, ({ params, req, store, user, now }) => {
    const trader = user ?? nullPointer('current user');
    const position = store.tables.userFuturesPositions.first('positionSn', params.positionSn ?? '');
    if (!position || position.userId !== trader.id) return fail(CLOSE_MESSAGES.missing);
    return sellReply(
      sellFuturesContract({ store, market }, trader, position, { now, ip: clientIp(req) }),
    );
  });

  mount(futuresPositionList, ({ params, store, user, now }) => {
    const trader = user ?? nullPointer('current user');
    const rows = store.tables.userFuturesPositions
      .where('userId', trader.id)
      .filter(
        (p) =>
          inState(isFuturesOpen(p), params.state) &&
          like(p.futuresName, params.fuName) &&
          like(p.futuresCode, params.fuCode),
      )
      .sort((a, b) => b.id - a.id);
    const page = pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, POSITION_PAGE_SIZE));
    return ok({
      ...page,
      list: page.list.map((p) => futuresPositionVO(p, futuresProductOf(store, p), market, now)),
    });
  });
};
