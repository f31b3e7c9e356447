// The fault board's texts, in English and 简体中文 (issue 23). Fault kinds keep the mock's names
// (they are what a rule and the timeline say); the Chinese list adds what each one does.
import { defineTexts } from '../i18n/harness-language';

const KINDS_ZH: Record<string, string> = {
  latency: '延迟',
  http500: '服务器错误 500',
  http400: '请求错误 400',
  reset: '连接重置',
  hang: '挂起不应答',
  empty: '空响应',
  malformed: '格式错误的 JSON',
  tooManyTraders: '交易人数过多',
  dropResponse: '已执行但丢弃响应',
};

export const FAULT_TEXTS = defineTexts({
  en: {
    region: 'faults',
    title: 'Faults',
    endpoint: 'fault endpoint',
    everyEndpoint: 'every endpoint',
    kind: 'fault kind',
    kindName: (kind: string): string => kind,
    ms: 'ms',
    probability: 'probability',
    times: 'times (0 = always)',
    add: 'add fault',
    clearAll: 'clear all',
    rules: 'fault rules',
    hits: (n: number) => `hits ${n}`,
    left: (n: number) => `${n} left`,
    remove: (id: string) => `remove fault ${id}`,
    added: (kind: string, where: string) => `fault ${kind} on ${where}`,
    cleared: 'faults cleared',
    removed: 'fault removed',
  },
  'zh-CN': {
    region: '故障',
    title: '故障注入',
    endpoint: '故障接口',
    everyEndpoint: '所有接口',
    kind: '类型',
    kindName: (kind: string) => (KINDS_ZH[kind] ? `${kind}（${KINDS_ZH[kind]}）` : kind),
    ms: '毫秒',
    probability: '概率',
    times: '次数（0 为不限）',
    add: '添加故障',
    clearAll: '全部清除',
    rules: '故障规则',
    hits: (n: number) => `命中 ${n} 次`,
    left: (n: number) => `剩余 ${n} 次`,
    remove: (id: string) => `删除故障 ${id}`,
    added: (kind: string, where: string) => `已在 ${where} 添加故障 ${kind}`,
    cleared: '故障已全部清除',
    removed: '故障已删除',
  },
});
