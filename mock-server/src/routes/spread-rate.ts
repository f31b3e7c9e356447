// The spread-fee rate lookup (api-contract §6.5): `/api/user/findSpreadRateOne.do`, public. The
// same pick buy.do and buyFunds.do charge (`spreadRuleOf`): the highest rate among the matching
// `site_spread` rules (change %, turnover, code prefix, price below) and the stock's own rate
// (typeName 股票点差). Reply `msg` 获取成功 with a SiteSpread of only `typeName` and `spreadRate`,
// or `data: null` when nothing matches. A missing figure matches no interval (SQL's NULL); a
// missing code is an empty one.
import { findSpreadRateOne } from '../../../src/api/contracts/endpoints/user';
import type { SiteSpread } from '../../../src/api/contracts/models/site';
import { spreadRuleOf } from '../domain/trading/buy-checks';
import { SPREAD_FETCHED } from '../domain/trading/messages';
import { ok } from '../http/envelope';
import type { Mount } from '../http/mount';

export const spreadRateRoutes = (mount: Mount): void => {
  mount(findSpreadRateOne, ({ params, store }) => {
    const code = params.code ?? '';
    const stock = code ? store.tables.stocks.first('stockCode', code) : undefined;
    const rule = spreadRuleOf(
      store,
      { stockCode: code, spreadRate: stock?.spreadRate },
      {
        changePct: params.applies ?? Number.NaN,
        value: params.turnover ?? Number.NaN,
        price: params.unitprice ?? Number.NaN,
      },
    );
    const data: SiteSpread | null = rule && {
      id: null,
      typeName: rule.typeName,
      unit: null,
      startInterval: null,
      endInterval: null,
      spreadRate: rule.spreadRate,
      addTime: null,
      updateTime: null,
    };
    return ok(data, SPREAD_FETCHED);
  });
};
