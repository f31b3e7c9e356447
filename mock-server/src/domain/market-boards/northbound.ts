// §8.3 northbound top 10 (沪深股通十大成交股): the ten non-ST stocks of one exchange with the largest
// seeded Connect deal amount (a share of the day's turnover) on the latest settled trading day.
import type { TopRow } from '../../../../src/api/contracts/models/market';
import type { Market } from '../../market/market';

import { aShares, drawFor, referenceStock, round, secucode, turnoverRate } from './a-shares';
import { closeInstant, emDate, settledDay } from './board-days';

const TOP_ROWS = 10;

/** getTop.do's `content`: 1 → Shanghai, 3 → Shenzhen; other values name no exchange. */
const exchangeOf = (content: number | undefined): 'sh' | 'sz' | undefined =>
  content === 1 ? 'sh' : content === 3 ? 'sz' : undefined;

/** getTop.do's rows at `now`; null for an unknown `content` (East Money has no such type). */
export const northboundTop = (
  market: Market,
  content: number | undefined,
  now: number,
): TopRow[] | null => {
  const type = exchangeOf(content);
  const ref = referenceStock(market);
  if (!type || !ref) return null;
  const day = settledDay(market, ref, now);
  return aShares(market)
    .filter((i) => i.row.stockType === type && !/ST/.test(i.name))
    .map((i) => ({ i, q: market.quote(i, closeInstant(day)) }))
    .filter(({ q }) => !q.isSuspended && q.amount > 0)
    .map(({ i, q }) => {
      const u = (purpose: number) => drawFor(market.seed, i, day, 10 + purpose);
      const deal = round(q.amount * (0.05 + u(1) * 0.2), 2);
      const buy = round(deal * (0.3 + u(2) * 0.4), 2);
      return { i, q, deal, buy, sell: round(deal - buy, 2) };
    })
    .sort((a, b) => b.deal - a.deal || a.i.code.localeCompare(b.i.code))
    .slice(0, TOP_ROWS)
    .map(({ i, q, deal, buy, sell }, n): TopRow => ({
      RANK: n + 1,
      TRADE_DATE: emDate(day),
      MUTUAL_TYPE: type === 'sh' ? '001' : '003',
      SECURITY_CODE: i.code,
      DERIVE_SECURITY_CODE: secucode(i),
      SECURITY_NAME: i.name,
      CLOSE_PRICE: q.price,
      CHANGE_RATE: q.changePct,
      NET_BUY_AMT: round(buy - sell, 2),
      BUY_AMT: buy,
      SELL_AMT: sell,
      DEAL_AMT: deal,
      DEAL_AMOUNT: q.amount,
      TURNOVERRATE: turnoverRate(market, i, q),
    }));
};
