// The market clock panel's texts, in English and 简体中文 (issue 23).
import { defineTexts } from '../i18n/harness-language';

import type { TradingHoursMode } from './control-client';

/** The mock's phase names in Chinese; an unknown one shows as the mock names it. */
const PHASES_ZH: Record<string, string> = {
  'pre-open': '开盘前',
  auction: '集合竞价',
  open: '交易中',
  lunch: '午间休市',
  closed: '已收盘',
  weekend: '周末休市',
  holiday: '节假日休市',
};

const MODES_ZH: Record<TradingHoursMode, string> = {
  auto: '自动',
  open: '强制开市',
  closed: '强制休市',
};

/** The clock presets (clock-time.ts) in Chinese, by their English label. */
const PRESETS_ZH: Record<string, string> = {
  'pre-open 09:10': '开盘前 09:10',
  'auction 09:20': '集合竞价 09:20',
  'open 10:00': '交易中 10:00',
  '10 s before 11:30': '11:30 前 10 秒',
  'lunch 12:10': '午休 12:10',
  '10 s before 15:00': '15:00 前 10 秒',
  'closed 15:30': '收盘后 15:30',
  'Saturday 10:00': '周六 10:00',
};

export const CLOCK_TEXTS = defineTexts({
  en: {
    region: 'market clock',
    title: 'Market clock',
    unreachable: (why: string) => `mock unreachable: ${why}`,
    beijing: 'Beijing',
    aShares: 'A-shares',
    hk: 'HK',
    us: 'US',
    phase: (phase: string): string => phase,
    frozen: 'frozen',
    running: (speed: number) => `running ×${speed}`,
    live: 'live',
    orders: (isOpen: boolean) =>
      `orders ${isOpen ? 'accepted' : 'refused (outside trading hours)'}`,
    resume: 'resume',
    freeze: 'freeze',
    speed: 'speed',
    set: 'set',
    preset: (label: string): string => label,
    tradingHours: 'trading hours',
    mode: (mode: TradingHoursMode): string => mode,
    // Notices after an action.
    clockLive: 'clock live',
    clockResumed: 'clock resumed',
    clockFrozen: 'clock frozen',
    clockSpeed: 'clock speed',
    clockSet: (at: string) => `clock set to ${at}`,
    hoursSet: (mode: TradingHoursMode) => `trading hours ${mode}`,
  },
  'zh-CN': {
    region: '市场时钟',
    title: '市场时钟',
    unreachable: (why: string) => `无法连接模拟服务器：${why}`,
    beijing: '北京时间',
    aShares: 'A 股',
    hk: '港股',
    us: '美股',
    phase: (phase: string) => PHASES_ZH[phase] ?? phase,
    frozen: '已冻结',
    running: (speed: number) => `运行中 ×${speed}`,
    live: '实时',
    orders: (isOpen: boolean) => (isOpen ? '接受下单' : '拒绝下单（非交易时段）'),
    resume: '继续',
    freeze: '冻结',
    speed: '速度',
    set: '设置',
    preset: (label: string) => PRESETS_ZH[label] ?? label,
    tradingHours: '交易时段',
    mode: (mode: TradingHoursMode) => MODES_ZH[mode],
    clockLive: '时钟已恢复实时',
    clockResumed: '时钟已继续',
    clockFrozen: '时钟已冻结',
    clockSpeed: '时钟速度已更改',
    clockSet: (at: string) => `时钟已设为 ${at}`,
    hoursSet: (mode: TradingHoursMode) => `交易时段：${MODES_ZH[mode]}`,
  },
});
