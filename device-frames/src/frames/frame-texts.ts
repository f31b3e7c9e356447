// The texts of the frames view (grid bar, each frame's toolbar and its labels), in English and
// 简体中文 (issue 23). The app's own languages and themes keep their codes as values.
import { defineTexts, type HarnessLanguage } from '../i18n/harness-language';

import type { Account } from './accounts';
import type { ThemeName } from './layout';

export const FRAME_TEXTS = defineTexts({
  en: {
    addFrame: 'add frame',
    zoom: 'zoom',
    zoomAll: 'zoom all',
    fit: (percent: number) => `fit to window (${percent}%)`,
    fitShort: (percent: number) => `fit (${percent}%)`,
    shotAll: 'shot all frames',
    noFrames: 'No frames: add one.',
    frame: (name: string) => `frame ${name}`,
    appInFrame: (name: string) => `app in frame ${name}`,
    device: 'device',
    portrait: 'portrait',
    landscape: 'landscape',
    language: 'language',
    theme: 'theme',
    themes: { red: 'red', black: 'black' } as Record<ThemeName, string>,
    holdPolls: 'Hold polls',
    holdPollsHint:
      "Stop the app's polling in this frame: data changes only when a write refreshes it",
    user: 'user',
    visitor: 'visitor',
    imported: 'imported',
    route: 'route',
    go: 'go',
    reload: 'reload',
    expire: 'expire',
    expireHint: "end this user's sessions on the mock",
    expired: (phone: string) => `expired ${phone}'s sessions`,
    shot: 'shot',
    remove: (name: string) => `remove frame ${name}`,
  },
  'zh-CN': {
    addFrame: '添加设备窗口',
    zoom: '缩放',
    zoomAll: '全部缩放',
    fit: (percent: number) => `适应窗口（${percent}%）`,
    fitShort: (percent: number) => `适应（${percent}%）`,
    shotAll: '全部截图',
    noFrames: '还没有设备窗口，请添加一个。',
    frame: (name: string) => `设备窗口 ${name}`,
    appInFrame: (name: string) => `设备窗口 ${name} 中的应用`,
    device: '设备',
    portrait: '竖屏',
    landscape: '横屏',
    language: '语言',
    theme: '主题',
    themes: { red: '红色', black: '黑色' },
    holdPolls: '暂停轮询',
    holdPollsHint: '停止此窗口中应用的轮询：数据只在写操作刷新后才变化',
    user: '用户',
    visitor: '游客',
    imported: '已导入',
    route: '路由',
    go: '前往',
    reload: '重新加载',
    expire: '会话过期',
    expireHint: '在模拟服务器上结束该用户的全部会话',
    expired: (phone: string) => `已结束 ${phone} 的会话`,
    shot: '截图',
    remove: (name: string) => `移除设备窗口 ${name}`,
  },
});

/** The fixture users' labels (accounts.ts keeps the English ones), by phone. */
export const ACCOUNT_LABELS_ZH: Record<string, string> = {
  '13800000001': '已实名',
  '13800000002': '新用户（未实名）',
  '13800000003': '登录已锁定',
  '13800000004': '实名审核中',
  '13800000005': '实名被驳回',
  '13800000006': '已实名，无银行卡',
  '13800000007': '交易用户（有持仓）',
  '13800000008': '新股申购',
  '13800000009': '配资账户',
  '13800000010': '提现待审核',
};

/** A fixture user's label in the harness language. */
export const accountLabel = (language: HarnessLanguage, account: Account): string =>
  (language === 'zh-CN' ? ACCOUNT_LABELS_ZH[account.phone] : undefined) ?? account.label;
