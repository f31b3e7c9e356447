// Index replies of api-contract §18.7–§18.9 from the market engine: the Sina overview and the
// home-shown indices carry the level and change querySingleIndex.do / queryListIndex.do show at
// the same clock time.
import {
  MARKET_OVERVIEW_GIDS,
  TRANS_STATE_TEXT,
} from '../../../../src/api/contracts/endpoints/index-futures-extras';
import type {
  HomeIndexVO,
  MarketOverview,
} from '../../../../src/api/contracts/models/index-futures-extras';
import { fail, ok } from '../../http/envelope';
import type { Market } from '../../market/market';

import { marketVO, stockIndexVO } from './views';

/**
 * Sina publishes CSI 300 under both exchanges' codes; the fixtures hold it as `sh000300`. The other
 * Shenzhen indices of the list have no fixture row and are skipped, as the reference skips a line
 * it cannot parse.
 */
const SAME_INDEX: Readonly<Record<string, string>> = { sz399300: 'sh000300' };

/** getMarket.do: the fixed list in its order, indices the mock does not quote left out. */
export const marketOverview = (market: Market, now: number): MarketOverview => ({
  market: MARKET_OVERVIEW_GIDS.flatMap((gid) => {
    const index = market.index(SAME_INDEX[gid] ?? gid);
    return index?.kind === 'index' ? [marketVO(market.quote(index, now))] : [];
  }),
});

/** queryHomeIndex.do (ADR 0022): the home-shown indices (`homeShow` 1) by id, `isOption` null. */
export const homeIndexes = (market: Market, now: number): HomeIndexVO[] =>
  market
    .indexes()
    .flatMap((ix): HomeIndexVO[] =>
      ix.kind === 'index' && ix.row.homeShow === 1
        ? [{ ...stockIndexVO(ix.row, market.quote(ix, now), () => '0'), isOption: null }]
        : [],
    )
    .sort((a, b) => a.id - b.id);

/** queryTransIndex.do / queryTrans.do: `transState` 1 is tradable, anything else is not. */
export const transStateReply = (transState: number | null | undefined) =>
  transState === 1 ? ok(undefined, TRANS_STATE_TEXT.tradable) : fail(TRANS_STATE_TEXT.notTradable);
