// StockFuturesListVO rows (api-contract §18.10 queryHome.do, §18.11 queryList.do): `stock_futures`
// rows in table order with the engine's quote and the coin's rate to yuan — the quote
// querySingleMarket.do and the rate queryExchange.do give at the same clock time.
import type {
  StockFutures,
  StockFuturesListVO,
} from '../../../../src/api/contracts/models/index-futures';
import type { FuturesHomeVO } from '../../../../src/api/contracts/models/index-futures-extras';
import type { Market, Quote } from '../../market/market';

/** The reference's `coinRate`: the coin's rate, 2 dp; 0 when the coin is not configured. */
export const coinRateOf = (market: Market, coinCode: string | null | undefined, now: number) => {
  const coin = coinCode ? market.coin(coinCode) : undefined;
  return coin?.defaultRate ? market.fxRate(coin, now) : 0;
};

const quoteOf = (market: Market, row: StockFutures, now: number): Quote | undefined => {
  const instrument = market.futures(row.futuresGid);
  return instrument ? market.quote(instrument, now) : undefined;
};

/**
 * The VO as the reference builds it: no third trading window, no `eachPoint`, `tdesc` lower-case;
 * a product the engine does not quote keeps its row with null prices (a Sina line that is empty).
 */
const listVO = (
  market: Market,
  row: StockFutures,
  q: Quote | undefined,
  now: number,
): Omit<StockFuturesListVO, 'isOption'> => {
  const {
    transPmBegin2: _pm2Begin,
    transPmEnd2: _pm2End,
    eachPoint: _eachPoint,
    tDesc,
    tdesc,
    ...rest
  } = row;
  return {
    ...rest,
    tdesc: tdesc ?? tDesc ?? null,
    nowPrice: q ? q.price.toFixed(q.decimals) : null,
    lastClose: q ? q.prevClose.toFixed(q.decimals) : null,
    coinRate: coinRateOf(market, row.coinCode, now),
  };
};

/** queryHome.do: the home-shown rows (`homeShow` 1); `isOption` is not set. */
export const homeFutures = (
  market: Market,
  rows: readonly StockFutures[],
  now: number,
): FuturesHomeVO[] =>
  rows
    .filter((row) => row.homeShow === 1)
    .map((row) => ({ ...listVO(market, row, quoteOf(market, row, now), now), isOption: null }));

/**
 * queryList.do for a logged-in caller: the listed rows (`listShow` 1), `isOption` "1" when the
 * futures code is in the caller's watchlist (codes are kept without `hf_`, as addOption stores them).
 */
export const listedFutures = (
  market: Market,
  rows: readonly StockFutures[],
  now: number,
  isWatched: (futuresCode: string) => boolean,
): StockFuturesListVO[] =>
  rows
    .filter((row) => row.listShow === 1)
    .map((row) => ({
      ...listVO(market, row, quoteOf(market, row, now), now),
      isOption: isWatched(row.futuresCode) ? '1' : '0',
    }));
