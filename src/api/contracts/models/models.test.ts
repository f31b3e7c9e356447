// Model schemas against realistic rows shaped as api-contract §15 describes them.
import { describe, expect, it } from 'vitest';

import { endpoints } from '../registry';
import { fundsApply, fundsLever, fundsSetting } from './funds';
import { futuresVO, stockIndexVO, userIndexPositionVO } from './index-futures';
import { userStockSubscribe } from './ipo';
import { echartsDataVO, lhbRow, singleStock, sinaSortRow, stockListVO, ztPoolItem } from './market';
import { userRecharge, userWithdraw } from './money';
import {
  siteArticle,
  siteBanner,
  siteInfo,
  siteMessage,
  siteNews,
  sitePay,
  siteProduct,
  siteSetting,
  siteSpread,
} from './site';
import { userPositionVO } from './trading';

const NOW = 1_714_971_600_000;

describe('site models (§15.8)', () => {
  it('parses a settings row, with unset columns as null', () => {
    const row = {
      id: 1,
      buyFee: 0.001,
      sellFee: 0.001,
      dutyFee: 0.001,
      chargeMinAmt: 100,
      withMinAmt: 100,
      siteLever: '100/50/30',
      transAmBegin: '9:30',
      transAmEnd: '11:30',
      transPmBegin: '13:00',
      transPmEnd: '15:00',
      transAmBeginUs: null,
      vipQcMaxAmt: 50000,
    };
    expect(siteSetting.parse(row).siteLever).toBe('100/50/30');
    expect(siteSetting.safeParse({ ...row, buyFee: '0.001' }).success).toBe(false);
  });

  it('parses product switches as booleans', () => {
    const row = { id: 1, stockDisplay: true, realNameDisplay: true, holidayDisplay: false };
    expect(siteProduct.parse(row).holidayDisplay).toBe(false);
    expect(siteProduct.safeParse({ ...row, holidayDisplay: 0 }).success).toBe(false);
  });

  it('reads the deposit channel type from `ctype`, not the Java name', () => {
    const pay = {
      id: 3,
      ctype: 1,
      channelType: '中国工商银行',
      channelName: '某某科技有限公司',
      channelAccount: '6222020200112233445',
      channelMinLimit: 100,
      channelMaxLimit: 5_000_000,
      isShow: 0,
      isLock: 0,
      totalPrice: 120_000.5,
    };
    expect(sitePay.parse(pay).ctype).toBe(1);
    const { ctype: _ctype, ...rest } = pay;
    expect(sitePay.safeParse({ ...rest, cType: 1 }).success).toBe(false);
  });

  it('parses banners, info, articles, news, messages and spreads', () => {
    expect(
      siteBanner.parse({
        id: 1,
        bannerUrl: 'https://cdn.example.com/b1.jpg',
        isOrder: 9,
        isPc: 1,
        isM: 0,
        addTime: NOW,
      }).isM,
    ).toBe(0);
    expect(
      siteInfo.parse({ id: 1, siteName: '行情交易', agentCode: 'A001', smsDisplay: false })
        .siteName,
    ).toBe('行情交易');
    expect(
      siteArticle.parse({ id: 7, artTitle: '公告', artCnt: '<p>内容</p>', isShow: 0, addTime: NOW })
        .id,
    ).toBe(7);
    expect(
      siteNews.parse({ id: 9, type: 2, title: 'CPI', views: 10, status: 1, showTime: NOW }).type,
    ).toBe(2);
    expect(
      siteMessage.parse({ id: 1, userId: 5, status: 1, content: '您的持仓已平仓', addTime: NOW })
        .status,
    ).toBe(1);
    // findSpreadRateOne fills only two fields (§6.5).
    expect(siteSpread.parse({ typeName: '涨跌幅', spreadRate: 0.002 }).spreadRate).toBe(0.002);
  });
});

describe('dates (§1)', () => {
  it('deposit and withdrawal dates are formatted text, not epoch ms', () => {
    const recharge = {
      id: 1,
      payAmt: 1000,
      orderStatus: 0,
      addTime: '2024-05-06 09:30:00',
      payTime: null,
    };
    expect(userRecharge.parse(recharge).addTime).toBe('2024-05-06 09:30:00');
    expect(userRecharge.safeParse({ ...recharge, addTime: NOW }).success).toBe(false);
    const withdraw = {
      id: 2,
      withAmt: 500,
      withStatus: 3,
      applyTime: '2024-05-06 10:00:00',
      withMsg: '用户取消出金',
    };
    expect(userWithdraw.parse(withdraw).withStatus).toBe(3);
  });

  it('applications use text dates, positions epoch ms', () => {
    expect(
      userStockSubscribe.parse({
        id: 1,
        newCode: '787001',
        status: 3,
        type: 1,
        addTime: '2024-05-06 10:00:00',
      }).status,
    ).toBe(3);
    const position = {
      id: 11,
      positionSn: 'P1714971600000',
      stockName: '贵州茅台',
      stockCode: '600519',
      buyOrderTime: NOW,
      buyOrderPrice: 1700.5,
      orderDirection: '买涨',
      orderNum: 200,
      orderLever: 10,
      now_price: '1712.00',
    };
    expect(userPositionVO.parse(position).now_price).toBe('1712.00');
    expect(
      userPositionVO.safeParse({ ...position, buyOrderTime: '2024-05-06 09:30:00' }).success,
    ).toBe(false);
    expect(
      userIndexPositionVO.parse({
        id: 1,
        positionSn: 'I1',
        orderDirection: '买跌',
        orderNum: 2,
        buyOrderTime: '2024-05-06 10:00:00',
      }).orderNum,
    ).toBe(2);
  });
});

describe('market models (§8, §15.6)', () => {
  it('keeps prices as strings in quotes', () => {
    const data = {
      stock: {
        id: 1,
        name: '贵州茅台',
        code: '600519',
        gid: 'sh600519',
        nowPrice: '1712.00',
        hcrate: 1.23,
        depositAmt: 0,
      },
      introduction: null,
    };
    expect(singleStock.parse(data).stock.nowPrice).toBe('1712.00');
    expect(
      singleStock.safeParse({ ...data, stock: { ...data.stock, nowPrice: 1712 } }).success,
    ).toBe(false);
    expect(
      stockListVO.parse({
        name: '平安银行',
        code: '000001',
        gid: 'sz000001',
        nowPrice: '10.50',
        hcrate: -0.57,
        isOption: '0',
      }).isOption,
    ).toBe('0');
  });

  it('parses K-line data', () => {
    const data = {
      stockName: '上证指数',
      stockCode: 'sh000001',
      values: [[3000, 3010, 2995, 3012, 120000, NOW]],
      volumes: [[0, 120000, 1]],
      date: ['2024-05-06 09:35'],
    };
    expect(echartsDataVO.parse(data).values[0]?.[1]).toBe(3010);
  });

  it('keeps unknown upstream keys of pass-through rows', () => {
    const row = {
      SECUCODE: '600519.SH',
      SECURITY_NAME_ABBR: '贵州茅台',
      CHANGE_RATE: 2.1,
      EXTRA: 'kept',
    };
    expect(lhbRow.parse(row)).toHaveProperty('EXTRA', 'kept');
    const sina = {
      symbol: 'sh600519',
      code: '600519',
      name: '贵州茅台',
      trade: '1712.000',
      changepercent: 1.2,
      show: true,
    };
    expect(sinaSortRow.parse(sina).show).toBe(true);
    expect(
      ztPoolItem.parse({ c: '600000', n: '浦发银行', p: 8800, zdp: 10.01, amount: 1 }),
    ).toHaveProperty('amount');
  });

  it('getVipList accepts StockDTO rows and East Money pool rows (§17.3 #6)', () => {
    const data = endpoints.getVipList.data;
    expect(data.safeParse([{ dm: '600000', mc: '浦发银行', p: 8.8, zf: 10 }]).success).toBe(true);
    expect(data.safeParse([{ c: '600000', n: '浦发银行', p: 8800, zdp: 10 }]).success).toBe(true);
  });
});

describe('index, futures and funding models', () => {
  it('parses index rows with the lower-case `tdesc`', () => {
    const row = {
      id: 1,
      indexName: '上证指数',
      indexCode: '000001',
      indexGid: 'sh000001',
      transState: 1,
      tdesc: '说明',
      currentPoint: '3050.12',
      isOption: '0',
    };
    expect(stockIndexVO.parse(row).tdesc).toBe('说明');
    expect(futuresVO.parse({ nowPrice: '78.50', name: '美原油' }).nowPrice).toBe('78.50');
  });

  it('parses funding rows', () => {
    expect(
      fundsSetting.parse({ id: 1, marginMin: 1000, marginMax: 1_000_000, daysUsePeriod: '2|3|5' })
        .daysUsePeriod,
    ).toBe('2|3|5');
    expect(
      fundsLever.parse({ id: 1, cycleType: 1, lever: 5, manageRate: 0.1, status: 1 }).lever,
    ).toBe(5);
    expect(
      fundsApply.parse({
        id: 1,
        status: 1,
        margin: 10000,
        lever: 5,
        fundsAmount: 50000,
        subaccountNumber: 80000001,
        beginTime: NOW,
      }).status,
    ).toBe(1);
  });
});
