// Keeps the new-share calendar alive relative to the mock clock (ADR 0027). The fixtures' calendar
// sits around 2026-11-02, but `npm start` runs the clock live: whenever fewer than MIN_AHEAD shares
// subscribe today or later (Beijing date), shares are issued on each of the next ROLL_DAYS weekdays
// that have none — one or two a day, mostly IPOs, a placement now and then — and on a weekday
// where nothing lists, one share that subscribed two weeks ago lists today (the grab list). Every
// figure is a hash of the world's seed and the day number, so a day always gets the same shares.
// At the fixtures' reference date the calendar has enough and lists one share: nothing is issued.
import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import { seededHash } from '../../../../fixtures/src/securities';
import { SubscribeMarket, SubscribeType } from '../../../../src/api/contracts/codes';
import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import { beijingClock, isWeekendDay } from '../../../../src/api/contracts/trading-hours';
import type { MockStore } from '../../store/store';

import { emitLifecycle } from './lifecycle-events';
import { boardOf } from './listing';

export const MIN_AHEAD = 2;
export const ROLL_DAYS = 5;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const at = (midnight: number, hours: number, minutes = 0) =>
  midnight + hours * HOUR_MS + minutes * 60_000;

const isWeekday = (midnight: number) => !isWeekendDay(beijingClock(midnight + HOUR_MS).weekday);

/** The Beijing midnight `n` weekdays after (n < 0: before) the weekday-or-not `midnight`. */
export const addWeekdays = (midnight: number, n: number): number => {
  let day = midnight;
  for (let left = Math.abs(n); left > 0;) {
    day += Math.sign(n) * DAY_MS;
    if (isWeekday(day)) left--;
  }
  return day;
};

const MARKETS = [
  { market: SubscribeMarket.SHANGHAI, prefix: '732' },
  { market: SubscribeMarket.SHENZHEN, prefix: '001' },
  { market: SubscribeMarket.CHINEXT, prefix: '301' },
  { market: SubscribeMarket.STAR, prefix: '787' },
  { market: SubscribeMarket.BEIJING, prefix: '920' },
] as const;
const SYLLABLES = [
  '华',
  '中',
  '瑞',
  '嘉',
  '恒',
  '新',
  '达',
  '安',
  '宏',
  '泰',
  '鼎',
  '博',
  '远',
  '航',
];
const ENDINGS = ['科技', '电子', '新材', '智能', '医药', '股份', '精工', '能源'];

const dayNumber = (midnight: number) => Math.round(midnight / DAY_MS);

interface Draw {
  int(purpose: string, size: number): number;
  unit(purpose: string): number;
}

const drawFor = (store: MockStore, key: string): Draw => {
  const h = (purpose: string) => seededHash(store.seed, `new-share-roll:${key}:${purpose}`);
  return { int: (purpose, size) => h(purpose) % size, unit: (purpose) => h(purpose) / 2 ** 32 };
};

/** A share code not on the calendar and not a security of its board. */
const freeCode = (store: MockStore, draw: Draw, prefix: string, market: string): string => {
  for (let salt = 0; ; salt++) {
    const code = `${prefix}${String(draw.int(`code-${salt}`, 1000)).padStart(3, '0')}`;
    const { type } = boardOf({ stockType: market, code });
    const isTaken =
      store.tables.stockSubscribes.first('code', code) !== undefined ||
      store.tables.stocks.first('stockGid', `${type}${code}`) !== undefined;
    if (!isTaken) return code;
  }
};

interface ShareDays {
  subscribe: number;
  deadline: number;
  listing: number;
}

const issue = (store: MockStore, key: string, days: ShareDays, type: number) => {
  const draw = drawFor(store, key);
  const { market, prefix } = MARKETS[draw.int('market', MARKETS.length)]!;
  const name = `${SYLLABLES[draw.int('a', SYLLABLES.length)]}${SYLLABLES[draw.int('b', SYLLABLES.length)]}${ENDINGS[draw.int('end', ENDINGS.length)]}`;
  const id = store.tables.stockSubscribes.nextId();
  const row: StockSubscribeRow = {
    id,
    newlistId: id,
    name,
    code: freeCode(store, draw, prefix, market),
    stockType: market,
    price: Math.round((8 + draw.unit('price') * 52) * 100) / 100,
    pe: (12 + draw.unit('pe') * 33).toFixed(2),
    orderNumber: 1000 + draw.int('size', 7001),
    zt: 1,
    isLock: 0,
    subscribeTime: at(days.subscribe, 9, 30),
    listDate: at(days.listing, 9, 30),
    subscriptionTime: at(days.deadline, 16),
    type,
  };
  store.tables.stockSubscribes.insert(row);
  emitLifecycle(store, {
    step: 'calendar',
    note: `new share ${row.code} ${row.name} issued (type ${type}, subscribes ${key.split(':')[0]})`,
  });
};

const dayText = (midnight: number) => new Date(at(midnight, 8)).toISOString().slice(0, 10);

/** Issues what the calendar lacks at `now`; returns how many shares were added. */
export const rollCalendar = (store: MockStore, now: number): number => {
  const today = beijingMidnight(now);
  const rows = store.tables.stockSubscribes.rows;
  const dayOf = (ms: number | null | undefined) => (ms == null ? null : beijingMidnight(ms));
  const before = rows.length;
  const ahead = rows.filter((s) => (dayOf(s.subscribeTime) ?? -Infinity) >= today).length;
  if (ahead < MIN_AHEAD) {
    let day = isWeekday(today) ? today : addWeekdays(today, 1);
    for (let n = 0; n < ROLL_DAYS; n++, day = addWeekdays(day, 1)) {
      if (rows.some((s) => dayOf(s.subscribeTime) === day)) continue;
      const draw = drawFor(store, `${dayNumber(day)}`);
      const count = 1 + draw.int('count', 2);
      for (let i = 0; i < count; i++) {
        const type =
          draw.unit(`type-${i}`) < 0.2 ? SubscribeType.OFFLINE_PLACEMENT : SubscribeType.IPO;
        const days = {
          subscribe: day,
          deadline: addWeekdays(day, 2),
          listing: addWeekdays(day, 7 + draw.int(`list-${i}`, 4)),
        };
        issue(store, `${dayText(day)}:${i}`, days, type);
      }
    }
  }
  if (isWeekday(today) && !rows.some((s) => dayOf(s.listDate) === today)) {
    const days = {
      subscribe: addWeekdays(today, -8),
      deadline: addWeekdays(today, -6),
      listing: today,
    };
    issue(store, `${dayText(today)}:listing`, days, SubscribeType.IPO);
  }
  const issued = rows.length - before;
  if (issued > 0) store.changed();
  return issued;
};
