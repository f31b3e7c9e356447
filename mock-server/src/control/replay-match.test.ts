import { describe, expect, it } from 'vitest';

import type { BundleReply } from '../../../src/api/contracts/support-bundle';

import { findReply, isMaskedValue, paramsAgree } from './replay-match';

const STOCK = '/api/stock/getSingleStock.do';

const reply = (params: Record<string, string>, body: string, method: 'GET' | 'POST' = 'GET') =>
  ({ method, path: STOCK, params, status: 200, receivedAt: 1, body }) satisfies BundleReply;

describe('which recorded reply answers a replayed call', () => {
  const replies = [
    reply({ code: '600519' }, 'moutai, first poll'),
    reply({ code: '000001' }, 'ping an'),
    reply({ code: '600519' }, 'moutai, last poll'),
  ];

  it('takes the latest reply whose parameters equal the call', () => {
    const call = { method: 'GET', path: STOCK, params: { code: '000001' } };
    expect(findReply(replies, call)?.body).toBe('ping an');
    expect(findReply(replies, { ...call, params: { code: '600519' } })?.body).toBe(
      'moutai, last poll',
    );
  });

  it('falls back to the latest reply of the path when no parameters agree', () => {
    const call = { method: 'GET', path: STOCK, params: { code: '300750' } };
    expect(findReply(replies, call)?.body).toBe('moutai, last poll');
  });

  it('skips a success whose body the app did not keep (over its size limit)', () => {
    const call = { method: 'GET', path: STOCK, params: { code: '600519' } };
    expect(findReply([...replies, reply({ code: '600519' }, '')], call)?.body).toBe(
      'moutai, last poll',
    );
  });

  it('answers nothing for another method or path', () => {
    expect(findReply(replies, { method: 'POST', path: STOCK, params: {} })).toBeUndefined();
    expect(findReply(replies, { method: 'GET', path: '/api/other.do', params: {} })).toBe(
      undefined,
    );
  });
});

describe('comparing parameters the app masked', () => {
  it('leaves masked keys out and compares the others', () => {
    const recorded = {
      phone: '***********',
      USERTOKEN: '[masked]',
      bankNo: '•••6125',
      pageNum: '1',
    };
    const sent = { phone: '13800000001', USERTOKEN: 'abc', bankNo: '6222020200116125' };
    expect(paramsAgree(recorded, { ...sent, pageNum: '1' })).toBe(true);
    expect(paramsAgree(recorded, { ...sent, pageNum: '2' })).toBe(false);
  });

  it('counts a key sent but not recorded (or recorded but not sent) as a difference', () => {
    expect(paramsAgree({ pageNum: '1' }, { pageNum: '1', pageSize: '10' })).toBe(false);
    expect(paramsAgree({ pageNum: '1', pageSize: '10' }, { pageNum: '1' })).toBe(false);
  });

  it('tells masked values from plain ones', () => {
    expect(isMaskedValue('•••6125')).toBe(true);
    expect(isMaskedValue('600519')).toBe(false);
  });
});
