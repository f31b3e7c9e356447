import { describe, expect, it } from 'vitest';

import type { BundleReply } from '@/api/contracts/support-bundle';

import { formatOffset, kilobytes, newestFirst, readableBody } from './bundle-view';

describe('support bundle view', () => {
  it('writes the time-zone offset as UTC±hh:mm', () => {
    expect(formatOffset(480)).toBe('+08:00');
    expect(formatOffset(-330)).toBe('-05:30');
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(345)).toBe('+05:45');
  });

  it('gives sizes in KB with one decimal', () => {
    expect(kilobytes(0)).toBe('0');
    expect(kilobytes(10)).toBe('0.1');
    expect(kilobytes(1536)).toBe('1.5');
  });

  it('lists replies newest first, keeping their place in the bundle as key', () => {
    const reply = (receivedAt: number): BundleReply => ({
      method: 'GET',
      path: '/a.do',
      params: {},
      status: 200,
      receivedAt,
      body: '',
    });
    expect(newestFirst([reply(1), reply(2)]).map((r) => [r.key, r.reply.receivedAt])).toEqual([
      [1, 2],
      [0, 1],
    ]);
  });

  it('indents JSON bodies and leaves other text alone', () => {
    expect(readableBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readableBody('<p>x</p>')).toBe('<p>x</p>');
  });
});
