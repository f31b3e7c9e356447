// Typed translation keys from the zh-CN source files (conventions §6).
import 'i18next';

import type account from '@/locales/zh-CN/account.json';
import type auth from '@/locales/zh-CN/auth.json';
import type bankCard from '@/locales/zh-CN/bankCard.json';
import type blockVip from '@/locales/zh-CN/blockVip.json';
import type chart from '@/locales/zh-CN/chart.json';
import type college from '@/locales/zh-CN/college.json';
import type collegeMoney from '@/locales/zh-CN/collegeMoney.json';
import type common from '@/locales/zh-CN/common.json';
import type content from '@/locales/zh-CN/content.json';
import type funds from '@/locales/zh-CN/funds.json';
import type home from '@/locales/zh-CN/home.json';
import type ipo from '@/locales/zh-CN/ipo.json';
import type kyc from '@/locales/zh-CN/kyc.json';
import type market from '@/locales/zh-CN/market.json';
import type marketLists from '@/locales/zh-CN/marketLists.json';
import type money from '@/locales/zh-CN/money.json';
import type news from '@/locales/zh-CN/news.json';
import type onboarding from '@/locales/zh-CN/onboarding.json';
import type watchlist from '@/locales/zh-CN/watchlist.json';
import type positions from '@/locales/zh-CN/positions.json';
import type quote from '@/locales/zh-CN/quote.json';
import type subscription from '@/locales/zh-CN/subscription.json';
import type support from '@/locales/zh-CN/support.json';
import type trade from '@/locales/zh-CN/trade.json';
import type validation from '@/locales/zh-CN/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      validation: typeof validation;
      auth: typeof auth;
      account: typeof account;
      kyc: typeof kyc;
      bankCard: typeof bankCard;
      chart: typeof chart;
      home: typeof home;
      market: typeof market;
      marketLists: typeof marketLists;
      quote: typeof quote;
      watchlist: typeof watchlist;
      trade: typeof trade;
      positions: typeof positions;
      money: typeof money;
      ipo: typeof ipo;
      subscription: typeof subscription;
      blockVip: typeof blockVip;
      funds: typeof funds;
      content: typeof content;
      onboarding: typeof onboarding;
      college: typeof college;
      news: typeof news;
      collegeMoney: typeof collegeMoney;
      support: typeof support;
    };
  }
}
