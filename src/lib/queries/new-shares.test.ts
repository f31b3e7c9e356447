import { describe, expect, it } from 'vitest';

import type { StockSubscribe } from '@/api/contracts/models/ipo';

import { splitCalendar } from './new-shares';

const bj = (text: string) => Date.parse(`${text}+08:00`);
const row = (code: string, subscribe: string): StockSubscribe => ({
  newlistId: Number(code),
  name: code,
  code,
  subscribeTime: bj(subscribe),
});

describe('the hub calendar split', () => {
  it('puts shares of the Beijing day in "open" and later ones in "upcoming"', () => {
    // 23:30 UTC on the 1st is 07:30 on the 2nd in Beijing.
    const now = Date.parse('2026-11-01T23:30:00Z');
    const rows = [
      row('1', '2026-11-02T09:30:00'),
      row('2', '2026-11-03T09:30:00'),
      row('3', '2026-11-01T09:30:00'),
    ];
    const { open, upcoming } = splitCalendar(rows, now);
    expect(open.map((r) => r.code)).toEqual(['1']);
    expect(upcoming.map((r) => r.code)).toEqual(['2']);
  });
});
