// The envelope schemas against the replies api-contract §2–§3 documents.
import { describe, expect, it } from 'vitest';

import {
  anyServerResponse,
  isNotLoggedInMessage,
  notLoggedInReply,
  pageInfo,
  serverResponse,
  springErrorReply,
} from './envelope';
import { userLoginResult } from './models/user';
import { listOnlyPage } from './paging';
import { z } from 'zod/mini';

const samplePage = {
  pageNum: 1,
  pageSize: 15,
  size: 2,
  startRow: 1,
  endRow: 2,
  total: 2,
  pages: 1,
  list: [{ id: 2 }, { id: 1 }],
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
};

describe('envelope', () => {
  it('accepts the login success reply (§6.1)', () => {
    const reply = {
      status: 0,
      msg: '登陆成功',
      data: { key: 'USERTOKEN', token: 'USER2F1A8C' },
      success: true,
    };
    const parsed = serverResponse(userLoginResult).parse(reply);
    expect(parsed.data?.token).toBe('USER2F1A8C');
  });

  it('accepts a reply without data (logout, §6.3) and a business failure', () => {
    expect(anyServerResponse.parse({ status: 0, msg: '' }).status).toBe(0);
    expect(anyServerResponse.parse({ status: 1, msg: '登陆失败，用户名密码错误' }).status).toBe(1);
  });

  it('accepts the global exception reply with the exception text in data (§2.2)', () => {
    const reply = {
      status: 1,
      msg: '當前交易人數過多，請稍後嘗試！',
      data: 'java.lang.NullPointerException',
    };
    expect(serverResponse(z.string()).parse(reply).data).toBe('java.lang.NullPointerException');
  });

  it('accepts the interceptor reply, which has no status (§3)', () => {
    const reply = { success: false, msg: '請先登錄，無權限訪問user' };
    expect(notLoggedInReply.parse(reply).msg).toContain('請先登錄');
    expect(isNotLoggedInMessage(reply.msg)).toBe(true);
    expect(isNotLoggedInMessage('请先登陆')).toBe(true);
    expect(isNotLoggedInMessage('登陆成功')).toBe(false);
  });

  it("accepts Spring's HTTP 400 body", () => {
    const body = {
      timestamp: '2024-05-06T07:08:09.000+00:00',
      status: 400,
      error: 'Bad Request',
      message: "Required request parameter 'userId' for method parameter type int is not present",
      path: '/user/cash/getMessagelist.do',
    };
    expect(springErrorReply.parse(body).status).toBe(400);
  });

  it('parses a PageInfo (§2.3)', () => {
    const page = pageInfo(z.object({ id: z.number() })).parse(samplePage);
    expect(page.list.map((r) => r.id)).toEqual([2, 1]);
    expect(pageInfo(z.unknown()).safeParse({ ...samplePage, list: undefined }).success).toBe(false);
  });

  it('parses a list-only PageInfo whose navigatepageNums is null', () => {
    const bare = {
      ...samplePage,
      pageNum: 0,
      pageSize: 0,
      size: 0,
      total: 0,
      pages: 0,
      navigatepageNums: null,
    };
    expect(listOnlyPage(z.object({ id: z.number() })).safeParse(bare).success).toBe(true);
    expect(pageInfo(z.object({ id: z.number() })).safeParse(bare).success).toBe(false);
  });
});
