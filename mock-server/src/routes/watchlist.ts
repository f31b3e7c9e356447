// Watchlist (api-contract §11.1, §11.2) over `store.tables.stockOptions`, the table getStock.do's
// `isOption` reads too. Codes are normalised as the reference does: `hf_XXX` → `XXX` (futures),
// then every `sh` / `sz` / `bj` removed; a code that contained `sh` or `sz` (and is not futures)
// names an index, which cannot be added. Rows keep the normalised code in `stockCode`.
// Choices where the contract leaves room:
//
// - addOption checks, in the order §11.1 lists the replies: already in the list, index, unknown.
// - Futures may be added (the contract's `hf_<code>` form): the row's `stockGid` is `hf_XXX`, and
//   option/list shows it with `stock_type` null and `stock_plate` "".
// - option/list: newest first (id descending); `keyWords` matches code, name or gid; `nowPrice`
//   and `hcrate` (2 dp) are the engine's live quote, null when the security left the tables.
import {
  addOption,
  delOption,
  isOption,
  optionList,
} from '../../../src/api/contracts/endpoints/trading';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import type { StockOptionListVO } from '../../../src/api/contracts/models/market';
import type { StockOption } from '../../../src/api/contracts/models/trading';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { pageOf } from '../http/paging';
import type { Market } from '../market/market';
import type { MockStore } from '../store/store';

export const WATCHLIST_MESSAGES = {
  added: '添加自选股成功',
  exists: '添加失败，自选股已存在',
  indexRefused: '添加失败，指数不支持自选',
  unknown: '添加失败，股票不存在',
  removed: '删除自选股成功',
  notInList: '删除失败, 自选股不存在',
  /** isOption, status 0: NOT in the watchlist. */
  notAdded: '未添加',
  /** isOption, status 1: in the watchlist. */
  isAdded: '已添加',
} as const;

export const OPTION_PAGE_SIZE = 10;

export interface NormalisedCode {
  /** What `stockCode` holds. */
  code: string;
  isFutures: boolean;
  isIndex: boolean;
}

/** §11.1 normalisation. */
export const normaliseOptionCode = (raw: string): NormalisedCode => {
  const isFutures = raw.includes('hf');
  const base = isFutures ? raw.slice(raw.indexOf('_') + 1) : raw;
  return {
    code: base.replace(/sh|sz|bj/g, ''),
    isFutures,
    isIndex: !isFutures && (raw.includes('sh') || raw.includes('sz')),
  };
};

const optionOf = (store: MockStore, userId: number, code: string): StockOption | undefined =>
  store.tables.stockOptions.where('userId', userId).find((o) => o.stockCode === code);

const whole = (value: number | undefined, fallback: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.trunc(value);

export const watchlistRoutes = (mount: Mount, market: Market): void => {
  mount(addOption, ({ params, user, store, now }) => {
    if (!user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const { code, isFutures, isIndex } = normaliseOptionCode(params.code ?? '');
    if (code !== '' && optionOf(store, user.id, code)) return fail(WATCHLIST_MESSAGES.exists);
    if (isIndex) return fail(WATCHLIST_MESSAGES.indexRefused);
    const security = isFutures
      ? store.tables.stockFutures.rows
          .filter((f) => f.futuresCode === code)
          .map((f) => ({ id: f.id, code: f.futuresCode, name: f.futuresName, gid: f.futuresGid }))
      : store.tables.stocks.rows
          .filter((s) => s.stockCode === code)
          .map((s) => ({ id: s.id, code: s.stockCode, name: s.stockName, gid: s.stockGid }));
    const found = security[0];
    if (code === '' || !found) return fail(WATCHLIST_MESSAGES.unknown);
    store.tables.stockOptions.insert({
      userId: user.id,
      stockId: found.id,
      addTime: now,
      stockCode: found.code,
      stockName: found.name,
      stockGid: found.gid,
      isLock: 0,
    });
    store.changed();
    return ok(undefined, WATCHLIST_MESSAGES.added);
  });

  mount(delOption, ({ params, user, store }) => {
    if (!user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const { code } = normaliseOptionCode(params.code ?? '');
    const option = optionOf(store, user.id, code);
    if (!option) return fail(WATCHLIST_MESSAGES.notInList);
    store.tables.stockOptions.remove(option.id);
    store.changed();
    return ok(undefined, WATCHLIST_MESSAGES.removed);
  });

  // Inverted, as in the reference (§11.1, §17.3 #4): "in the list" is the status-1 reply.
  mount(isOption, ({ params, user, store }) => {
    if (!user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const { code } = normaliseOptionCode(params.code ?? '');
    return optionOf(store, user.id, code)
      ? fail(WATCHLIST_MESSAGES.isAdded)
      : ok(undefined, WATCHLIST_MESSAGES.notAdded);
  });

  mount(optionList, ({ params, user, store, now }) => {
    if (!user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const keyWords = params.keyWords ?? '';
    const rows = store.tables.stockOptions
      .where('userId', user.id)
      .filter((o) =>
        [o.stockCode, o.stockName, o.stockGid].some((field) => (field ?? '').includes(keyWords)),
      )
      .sort((a, b) => b.id - a.id);
    const page = pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, OPTION_PAGE_SIZE));
    const list = page.list.map((o): StockOptionListVO => {
      const gid = o.stockGid ?? '';
      const isFutures = gid.startsWith('hf_');
      const instrument = isFutures
        ? market.futures(gid)
        : (market.stockByGid(gid) ?? market.stock(o.stockCode));
      const q = instrument ? market.quote(instrument, now) : undefined;
      const row = instrument?.kind === 'stock' ? instrument.row : undefined;
      return {
        id: o.id,
        stockName: o.stockName ?? instrument?.name ?? o.stockCode,
        stockCode: o.stockCode,
        stockGid: gid,
        nowPrice: q ? q.price.toFixed(q.decimals) : null,
        hcrate: q ? q.changePct.toFixed(2) : null,
        stock_plate: row?.stockPlate ?? '',
        stock_type: row?.stockType ?? null,
        isOption: '1',
        preclose_px: null,
        open_px: null,
        type: null,
      };
    });
    return ok({ ...page, list });
  });
};
