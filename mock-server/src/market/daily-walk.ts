// The daily closes of one instrument: a random walk anchored at the profile's `refClose` on the
// anchor trading day, generated forward and backward from it one trading day at a time and
// cached, so any date can be priced and a date's numbers never depend on which date was asked
// first. Each day respects the board's price band around its reference previous close (after
// ex-rights for dividends and bonus shares), and pinned days close at limit-up, at limit-down, or
// do not trade.
import { dayFromKey, dayKey } from './calendar';
import { gaussian, hash, unit } from './hash';
import type { Instrument } from './instrument';
import { limitBand, type Band } from './ticks';
import type { TradingDays } from './trading-days';

export interface DayRecord {
  day: number;
  /** Reference previous close in ticks (the previous close after any ex-rights adjustment). */
  prevClose: number;
  close: number;
  /** Price limits; null when the instrument has none. */
  band: Band | null;
  isSuspended: boolean;
  /** prevClose ÷ the previous trading day's close: 1 unless an ex-date falls on this day. */
  exFactor: number;
}

/** Walks stop here in both directions: earlier or later dates have no data. */
export const FIRST_DAY = dayFromKey('2016-01-01');
export const LAST_DAY = dayFromKey('2040-12-31');

/** Pull back toward the reference close per day, in log terms (keeps long walks plausible). */
const REVERSION = 0.01;
/** Normal days stay this far inside the band, so rounding can never cross a limit. */
const BAND_MARGIN = 0.005;

const SALT_RETURN = 1;
const SALT_PIN = 2;

type Pin = 'limit-up' | 'limit-down' | 'suspended' | null;

interface Action {
  day: number;
  cashTicks: number;
  bonus: number;
}

export class DailyWalk {
  private readonly records = new Map<number, DayRecord>();
  private readonly actions: readonly Action[];
  private readonly scale: number;
  private readonly ref: number;
  private lo: number;
  private hi: number;

  constructor(
    private readonly instrument: Instrument,
    private readonly days: TradingDays,
  ) {
    const { profile } = instrument;
    this.scale = 10 ** profile.decimals;
    this.ref = Math.max(1, Math.round(profile.refClose * this.scale));
    this.actions = profile.actions.map((a) => ({
      day: dayFromKey(a.date),
      cashTicks: Math.round(a.cash * this.scale),
      bonus: a.bonus,
    }));
    const anchor = days.onOrBefore(days.anchor);
    this.records.set(anchor, this.backward(anchor, this.ref));
    this.lo = anchor;
    this.hi = anchor;
  }

  /** The record of a trading day, or undefined outside [FIRST_DAY, LAST_DAY] or on a closed day. */
  at(day: number): DayRecord | undefined {
    if (day < FIRST_DAY || day > LAST_DAY || !this.days.isTradingDay(day)) return undefined;
    while (day > this.hi) {
      const next = this.days.next(this.hi);
      this.records.set(next, this.forward(next, this.get(this.hi)));
      this.hi = next;
    }
    while (day < this.lo) {
      const prev = this.days.previous(this.lo);
      const close = this.unadjust(this.get(this.lo).prevClose, prev, this.lo);
      this.records.set(prev, this.backward(prev, close));
      this.lo = prev;
    }
    return this.records.get(day);
  }

  /** Ex-dates (first trading day on or after each action date). */
  exDays(): number[] {
    return this.actions.map((a) => this.days.onOrAfter(a.day));
  }

  private get(day: number): DayRecord {
    const record = this.records.get(day);
    if (!record) throw new Error(`walk gap at ${dayKey(day)}`);
    return record;
  }

  private pinOf(day: number): Pin {
    const { profile } = this.instrument;
    const fixed = profile.pins[dayKey(day)];
    const pin =
      fixed ??
      (() => {
        const u = unit(hash(this.instrument.key, day, SALT_PIN));
        const odds = profile.pinOdds;
        if (u < odds.suspended) return 'suspended';
        if (u < odds.suspended + odds.limitUp) return 'limit-up';
        if (u < odds.suspended + odds.limitUp + odds.limitDown) return 'limit-down';
        return null;
      })();
    return pin !== 'suspended' && profile.limitPct === null ? null : pin;
  }

  /** The day's log return before reversion, clamped inside the band. */
  private drawReturn(day: number): number {
    const { key, profile } = this.instrument;
    const z = gaussian(unit(hash(key, day, SALT_RETURN, 1)), unit(hash(key, day, SALT_RETURN, 2)));
    const r = z * profile.volatility;
    if (profile.limitPct === null) return Math.max(-0.5, Math.min(0.5, r));
    const pct = profile.limitPct / 100 - BAND_MARGIN;
    return Math.max(Math.log(1 - pct), Math.min(Math.log(1 + pct), r));
  }

  private bandOf(prevClose: number): Band | null {
    const pct = this.instrument.profile.limitPct;
    return pct === null ? null : limitBand(prevClose, pct);
  }

  private actionsBetween(after: number, upTo: number): Action[] {
    return this.actions.filter((a) => a.day > after && a.day <= upTo);
  }

  /** Previous close → reference previous close, for the actions taking effect on `day`. */
  private adjust(close: number, previousDay: number, day: number): number {
    return this.actionsBetween(previousDay, day).reduce(
      (p, a) => Math.max(1, Math.round((p - a.cashTicks) / (1 + a.bonus))),
      close,
    );
  }

  private unadjust(prevClose: number, previousDay: number, day: number): number {
    return this.actionsBetween(previousDay, day)
      .reverse()
      .reduce((p, a) => Math.round(p * (1 + a.bonus) + a.cashTicks), prevClose);
  }

  private record(day: number, prevClose: number, close: number, actualPrev: number): DayRecord {
    const pin = this.pinOf(day);
    return {
      day,
      prevClose,
      close,
      band: this.bandOf(prevClose),
      isSuspended: pin === 'suspended',
      exFactor: prevClose / actualPrev,
    };
  }

  private forward(day: number, previous: DayRecord): DayRecord {
    const prevClose = this.adjust(previous.close, previous.day, day);
    const band = this.bandOf(prevClose);
    const pin = this.pinOf(day);
    let close: number;
    if (pin === 'suspended') close = prevClose;
    else if (pin === 'limit-up' && band) close = band.limitUp;
    else if (pin === 'limit-down' && band) close = band.limitDown;
    else {
      const r = this.drawReturn(day) - REVERSION * Math.log(prevClose / this.ref);
      close = Math.max(1, Math.round(prevClose * Math.exp(r)));
      if (band) close = Math.min(band.limitUp, Math.max(band.limitDown, close));
    }
    return this.record(day, prevClose, close, previous.close);
  }

  /** The record of `day` given its close; its previous close is solved from the same draws. */
  private backward(day: number, close: number): DayRecord {
    const pin = this.pinOf(day);
    const pct = this.instrument.profile.limitPct;
    let prevClose: number | undefined;
    if (pin === 'suspended') prevClose = close;
    else if (pct !== null && (pin === 'limit-up' || pin === 'limit-down')) {
      prevClose = solveLimit(close, pct, pin);
    }
    if (prevClose === undefined) {
      const r = this.drawReturn(day) + REVERSION * Math.log(close / this.ref);
      prevClose = Math.max(1, Math.round(close / Math.exp(r)));
      if (pct !== null) prevClose = intoBand(close, prevClose, pct);
    }
    const previousDay = this.days.previous(day);
    return this.record(day, prevClose, close, this.unadjust(prevClose, previousDay, day));
  }
}

/** A previous close whose limit price is exactly `close`, if one exists. */
const solveLimit = (close: number, pct: number, side: 'limit-up' | 'limit-down') => {
  const guess = Math.round((close * 100) / (side === 'limit-up' ? 100 + pct : 100 - pct));
  for (const delta of [0, 1, -1, 2, -2, 3, -3]) {
    const band = limitBand(guess + delta, pct);
    if ((side === 'limit-up' ? band.limitUp : band.limitDown) === close) return guess + delta;
  }
  return undefined;
};

/** Moves a previous close until `close` lies inside its band. */
const intoBand = (close: number, prevClose: number, pct: number): number => {
  let p = prevClose;
  while (close > limitBand(p, pct).limitUp) p++;
  while (close < limitBand(p, pct).limitDown) p--;
  return p;
};
