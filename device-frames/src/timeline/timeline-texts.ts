// The request timeline's texts, in English and 简体中文 (issue 23). Methods, paths, status codes
// and fault kinds stay as the mock journals them.
import { defineTexts } from '../i18n/harness-language';

import type { StatusFilter } from './journal-filter';

const STATUS_ZH: Record<StatusFilter, string> = {
  all: '全部状态',
  '2xx': '2xx',
  '4xx': '4xx',
  '5xx': '5xx',
  none: '无应答',
  fault: '故障',
};

export const TIMELINE_TEXTS = defineTexts({
  en: {
    region: 'request timeline',
    title: 'Requests',
    live: 'live',
    reconnecting: 'reconnecting',
    filterFrame: 'filter frame',
    allFrames: 'all frames',
    filterUser: 'filter user',
    allUsers: 'all users',
    user: (id: string) => `user ${id}`,
    filterEndpoint: 'filter endpoint',
    endpointHint: 'endpoint contains…',
    filterStatus: 'filter status',
    status: (status: StatusFilter): string => status,
    clear: 'clear',
    columns: ['time (Beijing)', 'frame', 'user', 'method', 'endpoint', 'status', 'ms', 'fault'],
    details: 'request details',
    noReply: 'no reply',
    fault: (kind: string, id: string) => `fault ${kind} (rule ${id})`,
    dropped: (status: number) => `, dropped a ${status} reply`,
    params: 'params',
    response: (bytes: number) => `response (${bytes} bytes)`,
  },
  'zh-CN': {
    region: '请求时间线',
    title: '请求',
    live: '实时',
    reconnecting: '重新连接中',
    filterFrame: '按设备窗口筛选',
    allFrames: '全部设备窗口',
    filterUser: '按用户筛选',
    allUsers: '全部用户',
    user: (id: string) => `用户 ${id}`,
    filterEndpoint: '按接口筛选',
    endpointHint: '接口包含…',
    filterStatus: '按状态筛选',
    status: (status: StatusFilter) => STATUS_ZH[status],
    clear: '清空',
    columns: ['时间（北京）', '设备窗口', '用户', '方法', '接口', '状态', '毫秒', '故障'],
    details: '请求详情',
    noReply: '无应答',
    fault: (kind: string, id: string) => `故障 ${kind}（规则 ${id}）`,
    dropped: (status: number) => `，丢弃了一个 ${status} 响应`,
    params: '参数',
    response: (bytes: number) => `响应（${bytes} 字节）`,
  },
});
