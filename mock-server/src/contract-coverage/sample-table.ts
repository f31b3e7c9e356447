// The sweep's valid calls for endpoints that need more than the defaults of sample-calls.ts: a
// value from the fixtures (a code, the caller's open position, an SMS code the mock sent), the
// fixture user whose state makes the call succeed, or why the call answers status 1 by design.
import request from 'supertest';

import { NAMED_FUTURES, NAMED_INDEXES, NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { NAMED_USERS } from '../../../fixtures/src/users';
import { beijingMidnight, isSubscribableOn } from '../../../src/api/contracts/new-share-timeline';

import type { SampleCall, SampleContext } from './sample-calls';

const { moutai } = NAMED_STOCKS;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const openPosition = ({ server, userId }: SampleContext): string => {
  const row = server.store.tables.userPositions
    .where('userId', userId)
    .find((p) => !p.sellOrderId && !p.isLock);
  if (!row) throw new Error(`user ${userId} has no open stock position`);
  return row.positionSn;
};

/** Asks the mock for an SMS code (registration and forgotten password need one). */
const smsCode = async (
  { server }: SampleContext,
  phone: string,
  path = '/api/sms/sendRegSms.do',
): Promise<string> => {
  await request(server.app).get(path).query({ phoneNum: phone });
  const code = server.store.smsCodes.get(phone)?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
};

/** By path. */
export const SAMPLE_CALLS: Readonly<Record<string, SampleCall>> = {
  '/api/user/login.do': {
    params: { phone: NAMED_USERS.verified.phone, userPwd: NAMED_USERS.verified.password },
  },
  '/api/user/reg.do': {
    params: async (ctx) => ({
      phone: '13712340002',
      userPwd: 'newpass1',
      yzmCode: await smsCode(ctx, '13712340002'),
      uid: 'sweep',
    }),
  },
  '/api/user/checkPhone.do': { params: { phoneNum: NAMED_USERS.trader.phone } },
  '/api/user/findSpreadRateOne.do': {
    params: { applies: 1, turnover: 1, code: moutai.code, unitprice: moutai.refClose },
  },
  '/api/user/updatePwd.do': {
    params: async (ctx) => ({
      phoneNum: NAMED_USERS.fresh.phone,
      code: await smsCode(ctx, NAMED_USERS.fresh.phone, '/api/sms/sendForgetSms.do'),
      newPwd: 'fresh456',
    }),
  },
  '/user/updatePwd.do': {
    params: { oldPwd: NAMED_USERS.trader.password, newPwd: 'trader456' },
  },
  '/code/getCode.do': { params: { uid: 'sweep' } },
  '/api/stock/getTop.do': { params: { content: 1 } },
  '/api/stock/getMinK_Echarts.do': { params: { code: moutai.code, time: 5, ma: 5, size: 20 } },
  '/api/stock/getIndexMinK_Echarts.do': { params: { code: 'sh000001', time: 15, size: 20 } },
  '/api/stock/getFuturesMinK_Echarts.do': { params: { code: 'hf_GC', time: 30, size: 20 } },
  '/api/stock/getIndexDayK.do': { params: { code: 'sz399006' } },
  '/api/stock/getFuturesDayK.do': { params: { code: 'hf_HSI' } },
  '/api/stock/getStockSort.do': {
    params: { pageNo: 1, pageSize: 20, sort: 'changepercent', asc: 0, node: 'hs_a' },
  },
  '/api/stock/getMinK.do': {
    params: { code: NAMED_INDEXES.shComposite.code, time: 5, ma: 5, size: 20 },
  },
  '/api/stock/getKLineList.do': { params: { code: moutai.code, type: '5m' } },
  '/api/stock/getStockWj.do': { params: { code: moutai.code, type: moutai.type } },
  '/api/stock/getKLine.do': { params: { code: NAMED_INDEXES.shComposite.code } },
  '/api/stock/getRealTimeData.do': { body: [moutai.gid, NAMED_STOCKS.pingAnBank.gid] },
  '/api/site/getBannerByPlat.do': { params: { platType: 'm' } },
  '/api/site/getPayInfoById.do': {
    params: ({ server }) => ({ payId: server.store.db.sitePays[0]?.id }),
  },
  '/api/art/detail.do': {
    params: ({ server }) => ({
      artId: server.store.db.siteArticles.find((a) => a.isShow === 0)?.id,
    }),
  },
  '/api/news/getDetail.do': {
    params: ({ server }) => ({ id: server.store.db.siteNews.find((n) => n.status === 1)?.id }),
  },
  // Not in the trader's watchlist (isOption answers status 1 "已添加" for one that is, §11.1).
  '/user/addOption.do': { params: { code: NAMED_STOCKS.pingAnBank.code } },
  '/user/isOption.do': { params: { code: NAMED_STOCKS.pingAnBank.code } },
  '/user/buy.do': {
    user: 'verified',
    params: { stockId: moutai.id, buyNum: 100, buyType: 0, lever: 10 },
  },
  '/user/addOrder.do': {
    user: 'verified',
    params: {
      stockId: String(moutai.id),
      buyNum: 100,
      buyType: 0,
      lever: 10,
      targetPrice: moutai.refClose,
    },
  },
  '/user/sell.do': {
    params: async (ctx) => ({ positionSn: openPosition(ctx), sellNum: 100 }),
  },
  '/user/buy2.do': { params: async (ctx) => ({ positionSn: openPosition(ctx), buyNum: 100 }) },
  '/user/getCanSell.do': { params: (ctx) => ({ positionSn: openPosition(ctx) }) },
  '/user/addmargin.do': { params: (ctx) => ({ positionSn: openPosition(ctx), marginAdd: 1000 }) },
  '/user/updateProfitTarget.do': {
    params: (ctx) => ({ positionSn: openPosition(ctx), profitTarget: 0, stopTarget: 0 }),
  },
  '/user/delOrder.do': {
    status1: 'the reference answers "删除成功" with status 1 (§11.7, §17.3 #17)',
    params: ({ server, userId }) => ({
      id: server.store.tables.userPendingorders.where('userId', userId).find((o) => o.status === 0)
        ?.id,
    }),
  },
  '/user/sellIndex.do': {
    params: ({ server, userId }) => ({
      positionSn: server.store.tables.userIndexPositions
        .where('userId', userId)
        .find((p) => p.sellOrderPrice === null)?.positionSn,
    }),
  },
  '/user/sellFutures.do': {
    params: ({ server, userId }) => ({
      positionSn: server.store.tables.userFuturesPositions
        .where('userId', userId)
        .find((p) => p.sellOrderPrice === null)?.positionSn,
    }),
  },
  '/user/buyIndex.do': {
    user: 'verified',
    params: { indexId: 1, buyNum: 1, buyType: 0, lever: 10 },
  },
  '/user/buyFutures.do': {
    user: 'verified',
    params: { FuturesId: NAMED_FUTURES.crude.id, buyNum: 1, buyType: 0, lever: 10 },
  },
  '/user/transAmt.do': { user: 'verified', params: { amt: 1000, type: 1 } },
  // The reference date is a Monday 09:30 Beijing: inside the 9–18 o'clock withdrawal hours.
  '/user/withdraw/outMoney.do': { user: 'verified', params: { amt: '100', withPwd: '123456' } },
  '/user/withdraw/cancel.do': {
    user: 'pendingWithdrawal',
    params: ({ server, userId }) => ({
      withId: server.store.tables.userWithdraws
        .where('userId', userId)
        .find((w) => w.withStatus === 0)?.id,
    }),
  },
  '/user/insertWithPwd.do': { user: 'fresh', params: { withPwd: '654321' } },
  '/user/upload.do': { file: { field: 'upload_file', bytes: PNG, name: 'id.png' } },
  '/user/bank/add.do': {
    user: 'verifiedNoCard',
    params: { bankName: '中国银行', bankNo: '6216610200016587010', bankAddress: '北京' },
  },
  '/user/bank/update.do': {
    params: { bankName: '中国银行', bankNo: '6216610200016587010', bankAddress: '北京' },
  },
  '/user/auth.do': {
    user: 'fresh',
    params: {
      realName: '李小明',
      idCard: '11010119900307123X',
      img1key: 'http://localhost/upload/a.png',
      img2key: 'http://localhost/upload/b.png',
    },
  },
  '/user/cash/getMessagelist.do': { params: ({ userId }) => ({ userId }) },
  // A verified trader, the company-transfer channel and a proof this user uploaded.
  '/user/recharge/inMoney.do': {
    user: 'verified',
    params: ({ server, userId }) => ({
      amt: '1000',
      payType: '1',
      payId: server.store.db.sitePays.find((p) => p.ctype === 1 && p.isShow === 0)?.id,
      payUsername: '张伟',
      payUrl: `/upload/${server.store.uploads.put(PNG, 'image/png', userId, 0).key}`,
    }),
  },
  '/user/funds/buyFunds.do': {
    user: 'funds',
    params: { stockId: moutai.id, buyNum: 100, buyType: 0, lever: 1, subaccountNumber: 80000003 },
  },
  '/user/funds/sellFunds.do': {
    user: 'funds',
    params: ({ server, userId }) => ({
      positionSn: server.store.tables.userFundsPositions
        .where('userId', userId)
        .find((p) => !p.sellOrderId)?.positionSn,
    }),
  },
  '/user/funds/getUserSubaccount.do': { user: 'funds' },
  // §14.1: `userId` is ignored but must be sent (the app sends 0).
  '/user/funds/getUserApplyList.do': { user: 'funds', params: { userId: 0 } },
  '/user/funds/getFundsSetting.do': { user: 'funds' },
  '/user/funds/getFundsTypeList.do': { user: 'funds', params: { cycleType: 1 } },
  // 1000 × 5 for 2 days at the fixtures' 0.07 %/day: fee 5000 × 0.07 × 2 ÷ 100 = 7.
  '/user/funds/addFundsApply.do': {
    user: 'funds',
    params: {
      fundsType: 1,
      margin: 1000,
      lever: 5,
      fundsAmount: 5000,
      totalTradingAmount: 6000,
      tradersCycle: 2,
      manageFee: 7,
    },
  },
  '/user/funds/appendApply.do': {
    user: 'funds',
    params: ({ server, userId }) => ({
      id: 0,
      applyId: server.store.tables.fundsApplies.where('userId', userId).find((a) => a.status === 1)
        ?.id,
      appendType: 2,
      appendMargin: 1000,
    }),
  },
  '/api/news/updateViews.do': {
    params: ({ server }) => ({ id: server.store.db.siteNews.find((n) => n.status === 1)?.id }),
  },
  '/user/funds/fundsList.do': { user: 'funds' },
  // Block trade: an open offer with its fixed key and minimum size (fixtures/src/block-trades.ts).
  '/user/buyStockDz.do': {
    user: 'verified',
    params: { stockCode: NAMED_STOCKS.pingAn.code, password: '666666', num: 1000 },
  },
  // VIP grab: available funds above vipQcMaxAmt; a stock within the board's max change.
  '/user/buyVipQc.do': {
    user: 'verified',
    params: { stockCode: moutai.code, buyNum: 100, buyType: 0, lever: 10 },
  },
  // New shares (§12): the `ipo` user has an application in every status.
  '/user/getOneSubscribeByUserId.do': { user: 'ipo' },
  '/user/getzqjl.do': { user: 'ipo' },
  '/user/add.do': {
    user: 'verified',
    params: ({ server }) => ({
      newCode: server.store.db.stockSubscribes.find((s) =>
        isSubscribableOn(s, server.store.clock.now()),
      )?.code,
      applyNums: 1000,
      type: 1,
    }),
  },
  // Its allotment whose payment deadline is still ahead.
  '/user/submitSubscribe.do': {
    user: 'ipo',
    params: ({ server, userId }) => ({
      id: server.store.tables.userStockSubscribes
        .where('userId', userId)
        .find((a) => a.status === 3)?.id,
    }),
  },
  // A share listing today (深: at least 500 shares).
  '/user/buyNewStockQc.do': {
    user: 'verified',
    params: ({ server }) => ({
      code: server.store.db.stockSubscribes.find(
        (s) =>
          s.listDate != null &&
          beijingMidnight(s.listDate) === beijingMidnight(server.store.clock.now()),
      )?.code,
      num: 500,
    }),
  },
};
