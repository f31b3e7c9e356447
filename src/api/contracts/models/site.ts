// Site configuration and content models (api-contract §15.8). Config rows come from admin-edited
// tables whose columns are all nullable, so everything but `id` is nullish.
import { z } from 'zod/mini';

import { decimal, epochMs, flag, int } from './primitives';

const text = z.nullish(z.string());
const num = z.nullish(decimal);
const whole = z.nullish(int);

/** Session boundaries as the admin typed them, e.g. "9:30" (§15.8). */
const sessionTimes = {
  transAmBegin: text,
  transAmEnd: text,
  transPmBegin: text,
  transPmEnd: text,
  transAmBeginUs: text,
  transAmEndUs: text,
  transPmBeginUs: text,
  transPmEndUs: text,
  transAmBeginhk: text,
  transAmEndhk: text,
  transPmBeginhk: text,
  transPmEndhk: text,
};

/** `site_setting` — fees, limits, sessions, leverage list (`/api/admin/getSetting.do`). */
export const siteSetting = z.object({
  id: int,
  buyFee: num,
  sellFee: num,
  stayFee: num,
  dutyFee: num,
  stayMaxDays: whole,
  buyMinAmt: whole,
  chargeMinAmt: whole,
  buyMinNum: whole,
  forceStopFee: num,
  buyMaxAmtPercent: num,
  forceStopPercent: num,
  hightAndLow: num,
  withMinAmt: whole,
  creaseMaxPercent: num,
  buyMaxNum: whole,
  withTimeBegin: whole,
  withTimeEnd: whole,
  ...sessionTimes,
  withFeeSingle: whole,
  withFeePercent: num,
  /** `/`-separated leverage options, e.g. "100/50/30". */
  siteLever: text,
  buySameTimes: whole,
  buySameNums: whole,
  buyNumTimes: whole,
  buyNumLots: whole,
  cantSellTimes: whole,
  kcCreaseMaxPercent: num,
  cyCreaseMaxPercent: num,
  stockDays: whole,
  stockRate: num,
  forceStopRemindRatio: num,
  vipQcMaxAmt: num,
});
export type SiteSetting = z.infer<typeof siteSetting>;

/** `site_product` — feature switches (`/api/admin/getProductSetting.do`). */
export const siteProduct = z.object({
  id: int,
  stockDisplay: z.nullish(flag),
  kcStockDisplay: z.nullish(flag),
  indexDisplay: z.nullish(flag),
  futuresDisplay: z.nullish(flag),
  realNameDisplay: z.nullish(flag),
  fundsDisplay: z.nullish(flag),
  delayDisplay: z.nullish(flag),
  expandDisplay: z.nullish(flag),
  marginDisplay: z.nullish(flag),
  endDisplay: z.nullish(flag),
  stockMarginDisplay: z.nullish(flag),
  /** Holiday mode: all trading, withdrawals and subscriptions are refused. */
  holidayDisplay: z.nullish(flag),
});
export type SiteProduct = z.infer<typeof siteProduct>;

/** `site_index_setting` (`/api/admin/getIndexSetting.do`). */
export const siteIndexSetting = z.object({
  id: int,
  buyMaxPercent: num,
  forceSellPercent: num,
  ...sessionTimes,
  downLimit: num,
  riseLimit: num,
  forceStopRemindRatio: num,
});
export type SiteIndexSetting = z.infer<typeof siteIndexSetting>;

/** `site_futures_setting` (`/api/admin/getFuturesSetting.do`). */
export const siteFuturesSetting = z.object({
  id: int,
  buyMaxPercent: num,
  forceSellPercent: num,
  buySameTimes: whole,
  buySameNums: whole,
  buyNumTimes: whole,
  buyNumLots: whole,
  forceStopRemindRatio: num,
});
export type SiteFuturesSetting = z.infer<typeof siteFuturesSetting>;

/**
 * `site_spread`. findSpreadRateOne fills only `typeName` and `spreadRate` (§6.5), so the rest is
 * nullish.
 */
export const siteSpread = z.object({
  id: whole,
  typeName: text,
  unit: text,
  startInterval: whole,
  endInterval: whole,
  spreadRate: num,
  addTime: z.nullish(epochMs),
  updateTime: z.nullish(epochMs),
});
export type SiteSpread = z.infer<typeof siteSpread>;

/** `site_info` (`/api/site/getInfo.do`). */
export const siteInfo = z.object({
  id: int,
  siteName: text,
  siteHost: text,
  siteKeywords: text,
  siteDescription: text,
  siteLogo: text,
  siteLogoSm: text,
  siteQq: text,
  sitePhone: text,
  siteAndroidImg: text,
  siteAndroidUrl: text,
  siteIosImg: text,
  siteIosUrl: text,
  siteEmailFrom: text,
  siteEmailTo: text,
  siteLanguage: text,
  siteVersionInfo: text,
  siteIntro: text,
  riskNotice: text,
  companyInfo: text,
  certImg1: text,
  certImg2: text,
  regAgree: text,
  regAgreeText: text,
  tradeAgree: text,
  tradeAgreeText: text,
  tradeAgreeTitle: text,
  siteColor: text,
  onlineService: text,
  agentCode: text,
  smsDisplay: z.nullish(flag),
});
export type SiteInfo = z.infer<typeof siteInfo>;

/** `site_banner`; `isPc`/`isM` are inverted flags (0 = shown). */
export const siteBanner = z.object({
  id: int,
  bannerUrl: z.string(),
  isOrder: whole,
  isPc: whole,
  isM: whole,
  addTime: z.nullish(epochMs),
  banTitle: text,
  banDesc: text,
  targetUrl: text,
});
export type SiteBanner = z.infer<typeof siteBanner>;

/** `site_pay` — deposit channel. The Java field `cType` serialises as `ctype`. */
export const sitePay = z.object({
  id: int,
  ctype: int,
  formUrl: text,
  formCode: text,
  channelType: text,
  channelName: text,
  channelDesc: text,
  channelAccount: text,
  channelImg: text,
  channelMinLimit: whole,
  channelMaxLimit: whole,
  isShow: whole,
  isLock: whole,
  totalPrice: num,
  /**
   * Ours (issue 19): network confirmations a digital-asset channel (ctype 3) waits for before the
   * deposit is reviewed; null on other channels, absent from the reference backend's rows.
   */
  confirmations: whole,
});
export type SitePay = z.infer<typeof sitePay>;

/** `site_article` — announcements. `artCnt` is HTML (sanitise before rendering). */
export const siteArticle = z.object({
  id: int,
  artTitle: text,
  artType: text,
  artImg: text,
  author: text,
  hitTimes: whole,
  views: whole,
  isShow: whole,
  addTime: z.nullish(epochMs),
  artSummary: text,
  artCnt: text,
  spiderUrl: text,
  sourceId: text,
});
export type SiteArticle = z.infer<typeof siteArticle>;

/** `site_news`; `content` is HTML. */
export const siteNews = z.object({
  id: int,
  type: int,
  title: text,
  sourceId: text,
  sourceName: text,
  views: whole,
  status: whole,
  showTime: z.nullish(epochMs),
  addTime: z.nullish(epochMs),
  updateTime: z.nullish(epochMs),
  imgurl: text,
  description: text,
  content: text,
});
export type SiteNews = z.infer<typeof siteNews>;

/** `site_message` — in-site message (1 unread, 2 read). */
export const siteMessage = z.object({
  id: int,
  userId: whole,
  userName: text,
  typeName: text,
  status: int,
  addTime: z.nullish(epochMs),
  updateTime: z.nullish(epochMs),
  content: text,
});
export type SiteMessage = z.infer<typeof siteMessage>;

/** Upload reply (`/user/upload.do`) and our `/api/oss/token.do` (§10.7). */
export const uploadResult = z.object({
  /** Stored file name. */
  uri: z.string(),
  /** Public URL of the stored file; the KYC form sends it as `img1key`/`img2key`. */
  url: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;
