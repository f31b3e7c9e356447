// A scripted backend for the deposit pages' tests: the axios adapter records every call and answers
// from per-path reply queues (the last reply of a queue repeats), or with a function of the call.
import type { AxiosAdapter } from 'axios';

import type { SitePay } from '@/api/contracts/models/site';

export type Body = { status: number; msg: string; data?: unknown };

export interface Call {
  url: string;
  /** The form-encoded body (multipart bodies are left empty). */
  params: URLSearchParams;
}

export const payChannel = (overrides: Partial<SitePay> = {}): SitePay => ({
  id: 2,
  ctype: 1,
  formUrl: '',
  formCode: '',
  channelType: '中国工商银行 上海浦东分行',
  channelName: '上海测试科技有限公司',
  channelDesc: '转账时请备注注册手机号',
  channelAccount: '6222020000000000001',
  channelImg: '',
  channelMinLimit: 1000,
  channelMaxLimit: 5_000_000,
  isShow: 0,
  isLock: 0,
  totalPrice: 0,
  confirmations: null,
  ...overrides,
});

export const ok = (data: unknown, msg = ''): Body => ({ status: 0, msg, data });
export const refused = (msg: string): Body => ({ status: 1, msg });

export const createBackend = () => {
  const calls: Call[] = [];
  const replies: Record<string, (Body | ((call: Call) => Body | Promise<Body>))[]> = {};
  const adapter: AxiosAdapter = async (config) => {
    const url = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    const call = {
      url,
      params: new URLSearchParams(typeof config.data === 'string' ? config.data : ''),
    };
    calls.push(call);
    const queue = replies[url];
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    const body =
      typeof next === 'function' ? await next(call) : (next ?? refused('unexpected call'));
    return { data: JSON.stringify(body), status: 200, statusText: 'OK', headers: {}, config };
  };
  const callsTo = (url: string) => calls.filter((c) => c.url === url);
  return { adapter, calls, replies, callsTo };
};

/** A one-page PageInfo of `rows`. */
export const onePage = (rows: unknown[]) => ({
  pageNum: 1,
  pageSize: 15,
  size: rows.length,
  startRow: 1,
  endRow: rows.length,
  total: rows.length,
  pages: 1,
  list: rows,
  prePage: 0,
  nextPage: 0,
  isFirstPage: true,
  isLastPage: true,
  hasPreviousPage: false,
  hasNextPage: false,
  navigatePages: 8,
  navigatepageNums: [1],
  navigateFirstPage: 1,
  navigateLastPage: 1,
});

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the records carry dates. */
export const beijingText = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
