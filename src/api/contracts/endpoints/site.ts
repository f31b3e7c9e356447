// Settings and site content (api-contract §10). All public: `/api/**` has no interceptor.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { pageInfo } from '../envelope';
import {
  siteArticle,
  siteBanner,
  siteFuturesSetting,
  siteIndexSetting,
  siteInfo,
  siteNews,
  sitePay,
  siteProduct,
  siteSetting,
} from '../models/site';

const noParams = z.object({});

export const getProductSetting = defineEndpoint({
  path: '/api/admin/getProductSetting.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: siteProduct,
  reply: 'envelope',
  section: '10.1',
  origin: 'reference',
});

export const getSetting = defineEndpoint({
  path: '/api/admin/getSetting.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: siteSetting,
  reply: 'envelope',
  section: '10.1',
  origin: 'reference',
});

export const getIndexSetting = defineEndpoint({
  path: '/api/admin/getIndexSetting.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: siteIndexSetting,
  reply: 'envelope',
  section: '10.1',
  origin: 'reference',
});

export const getFuturesSetting = defineEndpoint({
  path: '/api/admin/getFuturesSetting.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: siteFuturesSetting,
  reply: 'envelope',
  section: '10.1',
  origin: 'reference',
});

export const getBannerByPlat = defineEndpoint({
  path: '/api/site/getBannerByPlat.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  // `m` or `pc`; anything else → status 1 "不存在的平台类型".
  params: z.object({ platType: z.string() }),
  required400: ['platType'],
  data: z.array(siteBanner),
  reply: 'envelope',
  section: '10.2',
  origin: 'reference',
});

export const getPayInfo = defineEndpoint({
  path: '/api/site/getPayInfo.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: z.array(sitePay),
  reply: 'envelope',
  section: '10.3',
  origin: 'reference',
});

export const getPayInfoById = defineEndpoint({
  path: '/api/site/getPayInfoById.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ payId: z.number() }),
  required400: [],
  // Unknown id → status 0 with null data.
  data: z.nullable(sitePay),
  reply: 'envelope',
  section: '10.3',
  origin: 'reference',
});

export const getInfo = defineEndpoint({
  path: '/api/site/getInfo.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: siteInfo,
  reply: 'envelope',
  section: '10.4',
  origin: 'reference',
});

export const artList = defineEndpoint({
  path: '/api/art/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    artTitle: z.optional(z.string()),
    artType: z.optional(z.string()),
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
  }),
  required400: [],
  data: pageInfo(siteArticle),
  reply: 'envelope',
  section: '10.5',
  origin: 'reference',
});

export const artDetail = defineEndpoint({
  path: '/api/art/detail.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ artId: z.number() }),
  required400: [],
  data: z.nullable(siteArticle),
  reply: 'envelope',
  section: '10.5',
  origin: 'reference',
});

export const getNewsList = defineEndpoint({
  path: '/api/news/getNewsList.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    // Defaults to 0, which matches no news: callers pass 1–7.
    type: z.optional(z.number()),
    // `time1` (default) | `time0` | `views1` | `views0`.
    sort: z.optional(z.string()),
    keyword: z.optional(z.string()),
  }),
  required400: [],
  data: pageInfo(siteNews),
  reply: 'envelope',
  section: '10.6',
  origin: 'reference',
});

export const getNewsDetail = defineEndpoint({
  path: '/api/news/getDetail.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({ id: z.number() }),
  required400: ['id'],
  // Missing news → status 0 with null data.
  data: z.nullable(siteNews),
  reply: 'envelope',
  section: '10.6',
  origin: 'reference',
});

/**
 * Not found in any public source (§10.7, §17.1): our shape. Uploads really go to `/user/upload.do`;
 * this answers where: `uri` is that path, `url` its absolute address (multipart field `upload_file`).
 */
export const ossToken = defineEndpoint({
  path: '/api/oss/token.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: z.object({ uri: z.string(), url: z.string() }),
  reply: 'envelope',
  section: '10.7',
  origin: 'ours',
});
