// Settings and site content (api-contract §10.1–§10.4). All public.
import { DEFAULT_AGENT_PHONE } from '../../../fixtures/src/agents';
import { absoluteSiteImageUrl } from '../../../fixtures/src/site-images';
import {
  getBannerByPlat,
  getFuturesSetting,
  getIndexSetting,
  getInfo,
  getPayInfo,
  getPayInfoById,
  getProductSetting,
  getSetting,
} from '../../../src/api/contracts/endpoints/site';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';

import { absoluteDocumentUrl } from './agreement-files';
import { ownOrigin } from './kyc';
import { mapRow, payOnOrigin } from './site-images';

export const SITE_MESSAGES = {
  unknownPlatform: '不存在的平台类型',
  infoMissing: '设置信息info不存在',
} as const;

/** First row of a settings table, or null when the table is empty. */
const first = <T>(rows: readonly T[]): T | null => rows[0] ?? null;

export const siteRoutes = (mount: Mount, publicOrigin?: string): void => {
  mount.pure(getProductSetting, ({ store }) => ok(first(store.db.siteProducts)));
  mount.pure(getSetting, ({ store }) => ok(first(store.db.siteSettings)));
  mount.pure(getIndexSetting, ({ store }) => ok(first(store.db.siteIndexSettings)));
  mount.pure(getFuturesSetting, ({ store }) => ok(first(store.db.siteFuturesSettings)));

  mount.pure(getBannerByPlat, ({ params, store }) => {
    const shown =
      params.platType === 'm'
        ? (b: { isM?: number | null }) => b.isM === 0
        : params.platType === 'pc'
          ? (b: { isPc?: number | null }) => b.isPc === 0
          : undefined;
    if (!shown) return fail(SITE_MESSAGES.unknownPlatform);
    const banners = store.db.siteBanners
      .filter(shown)
      .sort((a, b) => (b.isOrder ?? 0) - (a.isOrder ?? 0));
    return ok(
      banners.map((b) => ({ ...b, bannerUrl: absoluteSiteImageUrl(b.bannerUrl, publicOrigin) })),
    );
  });

  mount.pure(getPayInfo, ({ store }) =>
    ok(
      store.db.sitePays
        .filter((p) => p.isShow === 0 && (p.channelMaxLimit ?? 0) > (p.totalPrice ?? 0))
        .map((p) => payOnOrigin(p, publicOrigin)),
    ),
  );

  mount.pure(getPayInfoById, ({ params, store }) =>
    ok(
      mapRow(
        store.db.sitePays.find((p) => p.id === params.payId),
        (p) => payOnOrigin(p, publicOrigin),
      ),
    ),
  );

  // Not on the fast path: the agreement PDFs' URLs are built on the server's own origin, which
  // without --public-origin is the port the request reached (ADR 0026).
  mount(getInfo, ({ req, store }) => {
    const info = first(store.db.siteInfos);
    if (!info) return fail(SITE_MESSAGES.infoMissing);
    const agent = store.db.agents.find((a) => a.agentPhone === DEFAULT_AGENT_PHONE);
    const origin = ownOrigin(req, publicOrigin);
    return ok({
      ...info,
      ...(agent ? { agentCode: agent.agentCode } : {}),
      regAgree: absoluteDocumentUrl(info.regAgree, origin),
      tradeAgree: absoluteDocumentUrl(info.tradeAgree, origin),
    });
  });
};
