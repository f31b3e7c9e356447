// Trading hours as the reference computes them (api-contract §16), plus the control switch.
import { describe, expect, it } from 'vitest';

import { parseBeijing } from './beijing-time';
import { isInWindow, parseHm, tradingHoursVerdict } from './trading-hours';

const setting = {
  transAmBegin: '9:30',
  transAmEnd: '11:30',
  transPmBegin: '13:00',
  transPmEnd: '15:00',
  transAmBeginhk: '9:30',
  transAmEndhk: '12:00',
  transPmBeginhk: '13:00',
  transPmEndhk: '16:00',
  transAmBeginUs: '21:30',
  transAmEndUs: '4:00',
  transPmBeginUs: null,
  transPmEndUs: null,
} as unknown as Parameters<typeof tradingHoursVerdict>[2];
const open = { holidayDisplay: false };

const at = (text: string) => parseBeijing(text) ?? Number.NaN;

describe('trading hours', () => {
  it('parses H:mm and rejects junk', () => {
    expect(parseHm('9:30')).toBe(570);
    expect(parseHm(' 13:05 ')).toBe(785);
    expect([parseHm(''), parseHm(null), parseHm('25:00'), parseHm('9.30')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('windows are strict at both ends and wrap past midnight', () => {
    expect(isInWindow(570, 570, 690)).toBe(false);
    expect(isInWindow(571, 570, 690)).toBe(true);
    expect(isInWindow(690, 570, 690)).toBe(false);
    expect(isInWindow(23 * 60, 21 * 60 + 30, 240)).toBe(true);
    expect(isInWindow(120, 21 * 60 + 30, 240)).toBe(true);
    expect(isInWindow(600, 21 * 60 + 30, 240)).toBe(false);
  });

  it.each([
    ['2026-11-02 09:29:59', false, 'outside-hours'],
    ['2026-11-02 09:31:00', true, undefined],
    ['2026-11-02 11:29:50', true, undefined],
    ['2026-11-02 11:30:05', false, 'outside-hours'],
    ['2026-11-02 12:00:00', false, 'outside-hours'],
    ['2026-11-02 14:59:00', true, undefined],
    ['2026-11-07 10:00:00', false, 'weekend'],
    ['2026-11-08 10:00:00', false, 'weekend'],
  ])('A-shares at %s Beijing: open %s', (time, isOpen, reason) => {
    const verdict = tradingHoursVerdict(at(time), 'auto', setting, open);
    expect(verdict.isOpen).toBe(isOpen);
    if (!verdict.isOpen) expect(verdict.reason).toBe(reason);
  });

  it('the holiday switch closes a weekday session', () => {
    expect(
      tradingHoursVerdict(at('2026-11-02 10:00:00'), 'auto', setting, { holidayDisplay: true }),
    ).toEqual({
      isOpen: false,
      reason: 'holiday',
    });
  });

  it('HK and US use their own windows', () => {
    expect(tradingHoursVerdict(at('2026-11-02 15:30:00'), 'auto', setting, open, 'hk').isOpen).toBe(
      true,
    );
    expect(tradingHoursVerdict(at('2026-11-02 22:00:00'), 'auto', setting, open, 'us').isOpen).toBe(
      true,
    );
    expect(tradingHoursVerdict(at('2026-11-02 10:00:00'), 'auto', setting, open, 'us').isOpen).toBe(
      false,
    );
  });

  it('the control switch forces open or closed whatever the time', () => {
    expect(
      tradingHoursVerdict(at('2026-11-07 03:00:00'), 'open', setting, { holidayDisplay: true })
        .isOpen,
    ).toBe(true);
    expect(tradingHoursVerdict(at('2026-11-02 10:00:00'), 'closed', setting, open).isOpen).toBe(
      false,
    );
  });

  it('reads Beijing time whatever the host zone (date strings are parsed as UTC+8)', () => {
    expect(parseBeijing('2026-11-02 09:30:00')).toBe(Date.parse('2026-11-02T01:30:00Z'));
    expect(parseBeijing('2026-02-31 10:00:00')).toBeUndefined();
    expect(parseBeijing('yesterday')).toBeUndefined();
  });
});
