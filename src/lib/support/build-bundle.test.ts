import { describe, expect, it } from 'vitest';

import {
  SUPPORT_BUNDLE_MAX_REPLY_BYTES,
  supportBundleSchema,
} from '@/api/contracts/support-bundle';

import { buildBundle, bundleFileName, routeOfInterest, type BundleContext } from './build-bundle';
import type { LoggedReply } from './reply-log';

const context = (overrides: Partial<BundleContext> = {}): BundleContext => ({
  now: new Date('2026-03-02T01:02:03Z'),
  app: { version: '1.2.3', commit: 'abc1234', mode: 'production' },
  route: '/support-bundle',
  language: 'zh-CN',
  theme: 'black',
  isLoggedIn: true,
  serverOffsetMs: 1234.4,
  viewport: { width: 375, height: 667 },
  userAgent: 'test-agent',
  ...overrides,
});

const userInfo: LoggedReply = {
  method: 'POST',
  path: '/user/getUserInfo.do',
  params: new URLSearchParams({ USERTOKEN: 'secret-token' }),
  status: 200,
  receivedAt: 1_772_413_000_000,
  body: JSON.stringify({ status: 0, data: { phone: '13800000007', userAmt: 1000.5 } }),
  route: '/User',
};

describe('building a support bundle', () => {
  it('builds a schema-valid bundle with masked params and bodies', () => {
    const bundle = buildBundle({ replies: [userInfo], isTruncated: false }, context());
    expect(supportBundleSchema.parse(JSON.parse(JSON.stringify(bundle)))).toEqual(bundle);
    expect(bundle.replies[0]!.params).toEqual({ USERTOKEN: '[masked]' });
    expect(JSON.parse(bundle.replies[0]!.body)).toEqual({
      status: 0,
      data: { phone: '***********', userAmt: 1000.5 },
    });
    expect(JSON.stringify(bundle)).not.toContain('13800000007');
    // A name one reply gave under its key is starred in another reply's free text.
    const named = buildBundle(
      {
        replies: [
          { ...userInfo, body: JSON.stringify({ data: { realName: '王芳' } }) },
          { ...userInfo, body: JSON.stringify({ data: [{ msgTitle: '王芳，提现已到账' }] }) },
        ],
        isTruncated: false,
      },
      context(),
    );
    expect(JSON.stringify(named)).not.toContain('王芳');
    expect(bundle).toMatchObject({
      app: { version: '1.2.3', commit: 'abc1234', mode: 'production' },
      theme: 'black',
      isLoggedIn: true,
      serverOffsetMs: 1234,
      createdAt: '2026-03-02T01:02:03.000Z',
      isTruncated: false,
    });
  });

  it('writes the time-zone offset as local time minus UTC (UTC+8 is +480)', () => {
    const east = context({ now: Object.assign(new Date(), { getTimezoneOffset: () => -480 }) });
    expect(buildBundle({ replies: [], isTruncated: false }, east).timeZoneOffsetMinutes).toBe(480);
    const west = context({ now: Object.assign(new Date(), { getTimezoneOffset: () => 300 }) });
    expect(buildBundle({ replies: [], isTruncated: false }, west).timeZoneOffsetMinutes).toBe(-300);
    const utc = context({ now: Object.assign(new Date(), { getTimezoneOffset: () => 0 }) });
    expect(
      Object.is(buildBundle({ replies: [], isTruncated: false }, utc).timeZoneOffsetMinutes, 0),
    ).toBe(true);
  });

  it('names the page the user needed help with, not the settings pages they came through', () => {
    const on = (route: string): LoggedReply => ({ ...userInfo, route });
    expect(routeOfInterest([on('/warehouse?tab=open'), on('/setting')], '/support-bundle')).toBe(
      '/warehouse?tab=open',
    );
    expect(routeOfInterest([], '/support-bundle')).toBe('/support-bundle');
    const bundle = buildBundle(
      { replies: [on('/User'), on('/setting')], isTruncated: false },
      context(),
    );
    expect(bundle.route).toBe('/User');
  });

  it('drops the oldest replies whose masked bodies exceed the byte limit, and marks it', () => {
    // Each body ~0.4 MiB in UTF-8 (3 bytes a character): three do not fit in 1 MiB.
    const big = (n: number): LoggedReply => ({
      ...userInfo,
      receivedAt: n,
      body: '价'.repeat(Math.floor(SUPPORT_BUNDLE_MAX_REPLY_BYTES / 3 / 2.5)),
    });
    const bundle = buildBundle(
      { replies: [big(1), big(2), big(3)], isTruncated: false },
      context(),
    );
    expect(bundle.replies.map((r) => r.receivedAt)).toEqual([2, 3]);
    expect(bundle.isTruncated).toBe(true);
    const kept = buildBundle({ replies: [big(1)], isTruncated: true }, context());
    expect(kept.isTruncated).toBe(true);
  });

  it('names the file after the local time it was made', () => {
    expect(bundleFileName(new Date(2026, 2, 2, 9, 5, 7))).toBe(
      'support-bundle-20260302-090507.json',
    );
  });
});
