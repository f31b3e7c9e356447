// Which Beijing dates trade: weekdays that are not holidays. The holiday set comes from the
// caller as `YYYY-MM-DD` strings and is converted to day numbers once per set.
import { ANCHOR_DATE } from '../../../fixtures/src/securities';

import { dayFromKey, nextTradingDay, previousTradingDay, weekdayOf } from './calendar';

export class TradingDays {
  readonly anchor = dayFromKey(ANCHOR_DATE);
  private readonly holidays: ReadonlySet<number>;

  constructor(holidays: ReadonlySet<string>) {
    this.holidays = new Set([...holidays].map(dayFromKey));
  }

  readonly isTradingDay = (day: number): boolean => {
    const weekday = weekdayOf(day);
    return weekday !== 0 && weekday !== 6 && !this.holidays.has(day);
  };

  next(day: number): number {
    return nextTradingDay(day, this.isTradingDay);
  }

  previous(day: number): number {
    return previousTradingDay(day, this.isTradingDay);
  }

  onOrBefore(day: number): number {
    return this.isTradingDay(day) ? day : this.previous(day);
  }

  onOrAfter(day: number): number {
    return this.isTradingDay(day) ? day : this.next(day);
  }
}
