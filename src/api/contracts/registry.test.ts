// The registry against the endpoint indexes of api-contract §5 (rows 1–92) and §18.0, copied below.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import type { AuthMode, BodyEncoding, EndpointDef, HttpMethod } from './endpoint';
import { endpointByPath, endpointList, endpoints } from './registry';

/** `[row, path, accepts, front-end method, auth]`; null where §5 gives nothing (not found). */
type IndexRow = [number, string, 'any' | 'POST' | null, HttpMethod | null, AuthMode | null];

const INDEX: readonly IndexRow[] = [
  [1, '/api/user/login.do', 'POST', 'POST', 'public'],
  [2, '/api/user/reg.do', 'POST', 'POST', 'public'],
  [3, '/api/user/logout.do', 'any', 'POST', 'header-read'],
  [4, '/api/user/checkPhone.do', 'any', 'POST', 'public'],
  [5, '/api/user/findSpreadRateOne.do', 'any', 'POST', 'public'],
  // §5 says GET (the reference front end); we POST them, passwords out of URLs (issue 17).
  [6, '/api/user/updatePwd.do', 'any', 'POST', 'public'],
  [7, '/user/updatePwd.do', 'any', 'POST', 'user'],
  [8, '/api/sms/sendRegSms.do', 'any', 'GET', 'public'],
  [9, '/api/sms/sendForgetSms.do', 'any', 'GET', 'public'],
  [10, '/code/getCode.do', 'any', 'GET', 'public'],
  [11, '/code/checkCode.do', 'any', 'GET', 'public'],
  [12, '/api/stock/getlhb.do', 'any', 'GET', 'public'],
  [13, '/api/stock/getStop.do', 'any', 'GET', 'public'],
  [14, '/api/stock/getTop.do', 'any', 'GET', 'public'],
  [15, '/api/stock/getZdfNumber.do', 'POST', 'POST', 'public'],
  [16, '/api/stock/getztb.do', 'POST', 'POST', 'public'],
  [17, '/api/stock/getMinK_Echarts.do', 'any', 'POST', 'public'],
  [18, '/api/stock/getStock.do', 'any', 'GET', 'optional'],
  [19, '/api/stock/getSingleStock.do', 'any', 'POST', 'public'],
  [20, '/api/stock/getSingleStockByCode.do', null, 'POST', 'public'],
  [21, '/api/stock/getDzList.do', 'POST', 'POST', 'public'],
  [22, '/api/stock/getVipList.do', 'POST', 'POST', 'public'],
  [23, '/api/stock/getVipByCode.do', 'POST', 'POST', 'public'],
  [24, '/api/stock/getFuturesMinK_Echarts.do', 'any', 'POST', 'public'],
  [25, '/api/stock/getIndexMinK_Echarts.do', 'any', 'POST', 'public'],
  [26, '/api/stock/getDayK.do', 'any', 'POST', 'public'],
  [27, '/api/stock/getFuturesDayK.do', 'any', 'POST', 'public'],
  [28, '/api/stock/getIndexDayK.do', 'any', 'POST', 'public'],
  [29, '/api/stock/getStockSort.do', 'POST', 'POST', 'public'],
  [30, '/api/index/queryIndexNews.do', 'any', 'POST', 'public'],
  [31, '/api/index/queryListIndex.do', 'any', 'GET', 'optional'],
  [32, '/api/index/querySingleIndex.do', 'any', 'POST', 'public'],
  [33, '/api/futures/queryExchange.do', 'any', 'GET', 'public'],
  [34, '/api/futures/querySingleMarket.do', 'any', 'GET', 'public'],
  [35, '/api/realTime/findStock.do', 'any', 'POST', 'public'],
  [36, '/api/admin/getProductSetting.do', 'any', 'POST', 'public'],
  [37, '/api/admin/getSetting.do', 'any', 'POST', 'public'],
  [38, '/api/admin/getIndexSetting.do', 'any', 'POST', 'public'],
  [39, '/api/admin/getFuturesSetting.do', 'any', 'POST', 'public'],
  [40, '/api/site/getBannerByPlat.do', 'any', 'POST', 'public'],
  [41, '/api/site/getPayInfo.do', 'any', 'POST', 'public'],
  [42, '/api/site/getPayInfoById.do', 'any', 'POST', 'public'],
  [43, '/api/site/getInfo.do', 'any', 'POST', 'public'],
  [44, '/api/art/list.do', 'any', 'POST', 'public'],
  [45, '/api/art/detail.do', 'any', 'POST', 'public'],
  [46, '/api/news/getNewsList.do', 'any', 'GET', 'public'],
  [47, '/api/news/getDetail.do', 'any', 'GET', 'public'],
  [48, '/api/oss/token.do', null, null, 'public'],
  [49, '/user/addOption.do', 'any', 'POST', 'user'],
  [50, '/user/delOption.do', 'any', 'POST', 'user'],
  [51, '/user/isOption.do', 'any', 'POST', 'user'],
  [52, '/user/option/list.do', 'any', 'POST', 'user'],
  [53, '/user/buy.do', 'any', 'POST', 'user'],
  [54, '/user/sell.do', 'any', 'POST', 'user'],
  [55, '/user/position/list.do', 'any', 'POST', 'user'],
  [56, '/user/position/exitsStock.do', null, null, null],
  [57, '/user/addOrder.do', 'any', 'POST', 'user'],
  [58, '/user/buyIndex.do', 'any', 'POST', 'user'],
  [59, '/user/buyFutures.do', 'any', 'POST', 'user'],
  [60, '/user/transAmt.do', 'any', 'POST', 'user'],
  [61, '/user/getUserInfo.do', 'any', 'POST', 'user'],
  [62, '/user/insertWithPwd.do', 'any', 'POST', 'user'],
  [63, '/user/newStockList.do', 'any', 'POST', 'exempt'],
  [64, '/user/add.do', 'any', 'POST', 'user'],
  [65, '/user/getOneSubscribeByUserId.do', 'any', 'POST', 'user'],
  [66, '/user/getzqjl.do', 'any', 'POST', 'user'],
  [67, '/user/submitSubscribe.do', 'any', 'POST', 'user'],
  [68, '/user/newStockQc.do', 'any', 'POST', 'user'],
  [69, '/user/buyNewStockQc.do', 'any', 'POST', 'user'],
  [70, '/user/buyStockDz.do', 'any', 'POST', 'user'],
  [71, '/user/buyStockDzList.do', 'any', 'POST', 'user'],
  [72, '/user/buyVipQc.do', 'any', 'POST', 'user'],
  [73, '/user/bank/add.do', 'any', 'POST', 'user'],
  [74, '/user/bank/update.do', 'any', 'POST', 'user'],
  [75, '/user/bank/getBankInfo.do', 'any', 'POST', 'user'],
  [76, '/user/auth.do', 'any', 'POST', 'user'],
  [77, '/user/cash/list.do', 'any', 'POST', 'user'],
  [78, '/user/recharge/list.do', 'any', 'POST', 'user'],
  [79, '/user/withdraw/list.do', 'any', 'POST', 'user'],
  [80, '/user/recharge/inMoney.do', 'any', 'POST', 'user'],
  [81, '/user/withdraw/outMoney.do', 'any', 'POST', 'user'],
  [82, '/user/withdraw/cancel.do', 'any', 'POST', 'user'],
  [83, '/user/cash/getMessagelist.do', 'any', 'POST', 'user'],
  [84, '/user/cash/getUnreadCount.do', 'any', 'GET', 'user'],
  [85, '/user/funds/getUserApplyList.do', 'any', 'POST', 'user'],
  [86, '/user/funds/getFundsSetting.do', 'any', 'POST', 'user'],
  [87, '/user/funds/getFundsTypeList.do', 'any', 'POST', 'user'],
  [88, '/user/funds/addFundsApply.do', 'any', 'POST', 'user'],
  [89, '/user/funds/buyFunds.do', 'any', 'POST', 'user'],
  [90, '/user/funds/getUserSubaccount.do', 'any', 'POST', 'user'],
  [91, '/user/funds/fundsList.do', 'any', 'POST', 'user'],
  [92, '/user/funds/sellFunds.do', 'any', 'POST', 'user'],
];

/** Shapes with no public contract (§17.1). */
const OURS = [
  '/api/stock/getSingleStockByCode.do',
  '/api/oss/token.do',
  '/user/position/exitsStock.do',
];

/** Related endpoints named in §5, §11.6, §11.12, §11.13 and §13.10 besides rows 1–92. */
const RELATED = [
  '/user/buy2.do',
  '/user/getCanSell.do',
  '/user/updateProfitTarget.do',
  '/user/addmargin.do',
  '/user/orderList.do',
  '/user/delOrder.do',
  '/user/sellIndex.do',
  '/user/sellFutures.do',
  '/user/index/position/list.do',
  '/user/futures/position/list.do',
  '/user/upload.do',
  '/user/position/findUserPositionByCode.do',
  '/user/cash/updateMessageStatus.do',
  '/user/findIdWithPwd.do',
  '/api/futures/queryList.do',
];

/**
 * §18.0, one row per path: `[§, path, accepts, front-end method, auth, body]`; null where §18.0
 * names no method the client uses. `–` auth is public; "header read; refuses without it" is
 * `header-read`; a body of `–`, `query` or `form` is form binding.
 */
type Index18Row = [
  string,
  string,
  'any' | 'POST' | 'GET',
  HttpMethod | null,
  AuthMode,
  BodyEncoding,
];

const INDEX_18: readonly Index18Row[] = [
  ['18.2', '/api/stock/getSingleStockNew2.do', 'any', 'POST', 'public', 'form'],
  ['18.3', '/api/stock/getHsph.do', 'POST', 'POST', 'public', 'json-object'],
  ['18.4', '/api/index/queryCustIndex.do', 'any', 'GET', 'public', 'form'],
  ['18.5', '/api/stock/getKLine.do', 'POST', 'POST', 'public', 'json-object'],
  ['18.6', '/api/stock/getRealTimeData.do', 'POST', 'POST', 'public', 'json-array'],
  ['18.7', '/api/stock/getMarket.do', 'any', 'GET', 'public', 'form'],
  ['18.8', '/api/index/queryHomeIndex.do', 'any', 'GET', 'public', 'form'],
  ['18.9', '/api/index/queryTransIndex.do', 'any', 'GET', 'public', 'form'],
  ['18.10', '/api/futures/queryHome.do', 'any', 'GET', 'public', 'form'],
  ['18.11', '/api/futures/queryList.do', 'any', 'GET', 'header-read', 'form'],
  ['18.12', '/api/futures/queryTrans.do', 'any', 'GET', 'public', 'form'],
  ['18.13', '/api/futures/queryFuturesByCode.do', 'any', 'GET', 'public', 'form'],
  ['18.14', '/api/stock/getMinK.do', 'any', 'POST', 'public', 'form'],
  ['18.15', '/api/stock/getKLineList.do', 'POST', 'POST', 'public', 'json-object'],
  ['18.16', '/api/stock/getQsgc.do', 'POST', 'POST', 'public', 'form'],
  ['18.17', '/api/stock/getSingleStockNew.do', 'any', null, 'public', 'form'],
  ['18.18', '/api/stock/getNStock.do', 'POST', 'POST', 'public', 'json-object'],
  ['18.19', '/api/stock/getPageList.do', 'GET', 'GET', 'public', 'form'],
  ['18.20', '/api/stock/getStockWj.do', 'GET', 'GET', 'public', 'form'],
  ['18.21', '/api/stock/wj/real.do', 'GET', 'GET', 'public', 'form'],
  ['18.22', '/api/art/getTopArt.do', 'any', null, 'public', 'form'],
  ['18.22', '/api/news/getTopNews.do', 'any', null, 'public', 'form'],
  ['18.22', '/api/news/updateViews.do', 'any', null, 'public', 'form'],
  ['18.23', '/api/news/getPositionTop.do', 'any', null, 'public', 'form'],
  ['18.24', '/api/news/getStockNews.do', 'any', null, 'public', 'form'],
  ['18.25', '/user/index/position/findUserIndexPositionByCode.do', 'any', null, 'user', 'form'],
  ['18.25', '/user/futures/position/findUserFuturesPositionByCode.do', 'any', null, 'user', 'form'],
  ['18.25', '/user/funds/findUserFundsPositionByCode.do', 'any', null, 'user', 'form'],
  ['18.26', '/user/funds/getSubaccountInfo.do', 'any', null, 'user', 'form'],
  ['18.26', '/user/funds/getLeverRateInfo.do', 'any', null, 'user', 'form'],
  ['18.27', '/user/funds/appendApply.do', 'any', null, 'user', 'form'],
  ['18.28', '/user/funds/getAppendList.do', 'any', null, 'user', 'form'],
  ['18.29', '/user/pay/juhe1.do', 'any', null, 'user', 'form'],
  ['18.29', '/user/pay/juheh5.do', 'any', null, 'user', 'form'],
  ['18.29', '/user/pay/flyPay.do', 'any', null, 'user', 'form'],
];

/** What §18.0 says a re-implementation must not expose (admin, agent, callbacks, jobs, licences). */
const NOT_USER_FACING = [
  /^\/api\/admin\/(login|logout|authCharge|getSiteSpreadList|addSiteSpread|updateSiteSpread|getAlarm)\.do$/,
  /^\/api\/agent\/(login|logout)\.do$/,
  /^\/api\/pay\/\w*Notify\.do$/,
  /^\/user\/pay\/juhenewpayNotify\.do$/,
  /^\/api\/stock\/updateStockData\.do$/,
  /^\/api\/site\/(getUrl|getMan|getOne|getAll)\.do$/,
  /^\/code\/getCaptcha\.do$/,
];

const get = (path: string): EndpointDef => {
  const def = endpointByPath.get(path);
  if (!def) throw new Error(`no endpoint for ${path}`);
  return def;
};

const all = endpointList.map((e) => [e.path, e] as const);

describe('registry', () => {
  it('copies all 92 index rows', () => {
    expect(INDEX.map(([n]) => n)).toEqual(Array.from({ length: 92 }, (_, i) => i + 1));
  });

  it.each(INDEX)('row %i %s is registered as §5 says', (_row, path, accepts, uses, auth) => {
    const def = get(path);
    if (accepts) expect(def.accepts).toBe(accepts);
    if (uses) expect(def.uses).toBe(uses);
    if (auth) expect(def.auth).toBe(auth);
    expect(def.origin).toBe(OURS.includes(path) ? 'ours' : 'reference');
  });

  it.each(RELATED)('related endpoint %s is registered', (path) => {
    expect(get(path).origin).toBe('reference');
  });

  it('has unique paths, and the name map, list and path map agree', () => {
    const paths = endpointList.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(endpointByPath.size).toBe(paths.length);
    expect(Object.keys(endpoints)).toHaveLength(paths.length);
    expect(new Set(Object.values(endpoints)).size).toBe(paths.length);
  });

  it('marks "ours" exactly the endpoints §17.1 lists as not found', () => {
    const ours = endpointList.filter((e) => e.origin === 'ours').map((e) => e.path);
    expect(ours.sort()).toEqual([...OURS].sort());
  });

  it.each(all)('%s: every required400 name is a non-optional param', (_path, def) => {
    const shape: Record<string, z.core.$ZodType> = def.params.shape;
    for (const name of def.required400) {
      expect(Object.keys(shape)).toContain(name);
      const field = shape[name];
      expect(field && z.safeParse(field, undefined).success, name).toBe(false);
    }
  });

  it.each(all)('%s: path prefix, auth, method and reply agree', (path, def) => {
    expect(path).toMatch(/^\/(api|user|code)\/[\w/]+\.do$/);
    if (path.startsWith('/user/')) expect(['user', 'exempt']).toContain(def.auth);
    else expect(['public', 'optional', 'header-read']).toContain(def.auth);
    if (def.accepts === 'POST') expect(def.uses).toBe('POST');
    expect(def.section).toMatch(/^\d+\.\d+$/);
    expect(def.reply === 'envelope').toBe(!path.startsWith('/code/'));
  });

  it('sends no password-like parameter by GET, where it would sit in the URL (issue 17)', () => {
    const inUrls = endpointList.flatMap((def) =>
      def.uses === 'GET'
        ? Object.keys(def.params.shape)
            .filter((name) => /pwd|password/i.test(name))
            .map((name) => `${def.path} ${name}`)
        : [],
    );
    expect(inUrls).toEqual([]);
  });

  it('exempts only interceptor exclusions (§3)', () => {
    const exempt = endpointList.filter((e) => e.auth === 'exempt').map((e) => e.path);
    // upload.do is exempt in the reference but needs the login here (issue 17).
    expect(exempt.sort()).toEqual(['/user/newStockList.do']);
  });

  it('keeps the documented HTTP 400 parameters', () => {
    expect(endpoints.login.required400).toEqual(['phone', 'userPwd']);
    expect(endpoints.getMessagelist.required400).toEqual(['userId']);
    expect(endpoints.getUserApplyList.required400).toEqual(['userId']);
    expect(endpoints.getTop.required400).toEqual(['content']);
    expect([...endpoints.getStockSort.required400].sort()).toEqual([
      'asc',
      'node',
      'pageNo',
      'pageSize',
      'sort',
    ]);
  });

  it('accepts success texts carried in data (§2.2)', () => {
    const textInData: [EndpointDef, string][] = [
      [endpoints.buy, '下单成功'],
      [endpoints.buyStockDz, '大宗交易下单成功'],
      [endpoints.buyVipQc, 'vip抢筹下单成功'],
      [endpoints.buyVipQc, '当前交易不可买入'],
      [endpoints.buyIndex, '下单成功'],
      [endpoints.buyFutures, '下单成功'],
      [endpoints.buyFunds, '下单成功'],
      [endpoints.bankAdd, '添加银行卡成功'],
      [endpoints.bankUpdate, '修改银行卡成功'],
      [endpoints.resetPassword, '修改密码成功！'],
      [endpoints.updateMessageStatus, '查看成功'],
    ];
    for (const [def, text] of textInData) expect(def.data.safeParse(text).success).toBe(true);
  });

  it('types non-envelope replies by their body', () => {
    expect(endpoints.checkCode.reply).toBe('text');
    expect(endpoints.checkCode.data.safeParse('false').success).toBe(true);
    expect(endpoints.checkCode.data.safeParse('maybe').success).toBe(false);
    expect(endpoints.getCode.reply).toBe('image');
  });

  it('allows null data where the contract answers null', () => {
    for (const def of [
      endpoints.findSpreadRateOne,
      endpoints.getPayInfoById,
      endpoints.artDetail,
      endpoints.getNewsDetail,
      endpoints.querySingleIndex,
      endpoints.querySingleMarket,
      endpoints.getLhb,
      endpoints.getStop,
      endpoints.getVipByCode,
      endpoints.getFundsSetting,
      endpoints.logout,
    ]) {
      expect(def.data.safeParse(null).success, def.path).toBe(true);
    }
  });
});

describe('registry against §18.0', () => {
  const registered18 = INDEX_18.filter(([, path]) => endpointByPath.has(path));

  it('registers every row of §18.0 (each is user-facing)', () => {
    const missing = INDEX_18.filter(([, path]) => !endpointByPath.has(path)).map(
      ([section, path]) => `§${section} ${path}`,
    );
    expect(missing).toEqual([]);
  });

  it.each(registered18)(
    '§%s %s is registered as §18.0 says',
    (section, path, accepts, uses, auth, body) => {
      const def = get(path);
      expect(def.section).toBe(section);
      expect(def.accepts).toBe(accepts);
      if (uses) expect(def.uses).toBe(uses);
      expect(def.auth).toBe(auth);
      expect(def.body ?? 'form').toBe(body);
      expect(def.origin).toBe('reference');
    },
  );

  it('has a §18.0 row for every endpoint registered under §18', () => {
    const rows = new Set(INDEX_18.map(([, path]) => path));
    const unlisted = endpointList
      .filter((e) => e.section.startsWith('18.') && !rows.has(e.path))
      .map((e) => e.path);
    expect(unlisted).toEqual([]);
  });

  it('registers nothing §18.0 says a re-implementation must not expose', () => {
    const exposed = endpointList
      .map((e) => e.path)
      .filter((path) => NOT_USER_FACING.some((re) => re.test(path)));
    expect(exposed).toEqual([]);
  });

  it('keeps the method rules of §1 and §18.30 D9: JSON bodies are POST-only', () => {
    const jsonNotPostOnly = endpointList
      .filter((e) => (e.body ?? 'form') !== 'form' && e.accepts !== 'POST')
      .map((e) => e.path);
    expect(jsonNotPostOnly).toEqual([]);
    const getOnly = endpointList.filter((e) => e.accepts === 'GET');
    for (const def of getOnly) expect(def.uses, def.path).toBe('GET');
  });
});
