// Every text of the world panel (sessions, config documents, reset), in English and 简体中文.
import { defineTexts } from '../i18n/harness-language';

import type { ConfigDocMode } from './control-client';

export const WORLD_TEXTS = defineTexts({
  en: {
    region: 'sessions and world',
    sessions: 'Sessions',
    expireAll: 'expire all tokens',
    expiredAll: 'expired every session',
    signInAgain: 'log every frame in again',
    configDocs: 'Config documents',
    configGroup: 'config documents',
    modes: {
      normal: 'normal',
      'primary-fails': 'address 1 fails',
      'secondary-fails': 'address 2 fails',
      'both-fail': 'both fail',
      'no-ads': 'no ads',
      slow: 'slow',
    } satisfies Record<ConfigDocMode, string>,
    configSet: (mode: string) => `config documents: ${mode}`,
    coldStart: 'Frames restart without their cached API address.',
    world: 'World',
    reset: 'reset to fixtures',
  },
  'zh-CN': {
    region: '会话与模拟数据',
    sessions: '会话',
    expireAll: '使所有令牌过期',
    expiredAll: '所有会话已过期',
    signInAgain: '所有设备窗口重新登录',
    configDocs: '配置文档',
    configGroup: '配置文档',
    modes: {
      normal: '正常',
      'primary-fails': '地址 1 失败',
      'secondary-fails': '地址 2 失败',
      'both-fail': '两个地址都失败',
      'no-ads': '无广告',
      slow: '缓慢',
    },
    configSet: (mode: string) => `配置文档：${mode}`,
    coldStart: '设备窗口重新启动，不使用缓存的 API 地址。',
    world: '模拟数据',
    reset: '重置为预置数据',
  },
});
