// The timeline's support-bundle replay texts (issue 23), in English and 简体中文.
import { defineTexts } from '../i18n/harness-language';

import type { ReplayFilter } from './journal-filter';

export const REPLAY_TEXTS = defineTexts({
  en: {
    column: 'replay',
    filter: 'filter replay',
    options: {
      '': 'all calls',
      any: 'replayed frames',
      bundle: 'from the bundle',
      fixtures: 'from the fixtures',
    } as Record<ReplayFilter, string>,
    bundle: 'bundle',
    bundleHint: "Replayed: answered with the user's own reply from the support bundle",
    fixtures: 'fixtures',
    fixturesHint:
      'Replayed frame, but the bundle has no reply for this call: answered from the fixtures',
  },
  'zh-CN': {
    column: '回放',
    filter: '按回放筛选',
    options: {
      '': '全部请求',
      any: '回放窗口',
      bundle: '来自支持包',
      fixtures: '来自测试数据',
    },
    bundle: '支持包',
    bundleHint: '回放：以支持包中用户自己收到的响应应答',
    fixtures: '测试数据',
    fixturesHint: '回放窗口，但支持包中没有此请求的响应：由测试数据应答',
  },
});
