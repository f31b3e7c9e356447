// Whether orders are accepted now (api-contract §16 "Trading calendar"): a market is open when the
// Beijing time is strictly after the begin and strictly before the end of its AM or PM window
// (`H:mm` strings from the settings; a window whose begin is after its end wraps past midnight).
// Saturdays and Sundays are always closed; `holidayDisplay` closes everything. The control API can
// force the answer open or closed for QA.
import type { SiteProduct, SiteSetting } from '../../../src/api/contracts/models/site';

import { beijingParts } from './beijing-time';

export type TradingHoursMode = 'auto' | 'open' | 'closed';
export type SessionMarket = 'a' | 'hk' | 'us';

export type TradingHoursVerdict =
  { isOpen: true } | { isOpen: false; reason: 'outside-hours' | 'weekend' | 'holiday' };

/** 'H:mm' → minutes since midnight; undefined when blank or malformed. */
export const parseHm = (text: string | null | undefined): number | undefined => {
  const m = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text ?? '');
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
};

/** Strictly inside (begin, end); wraps past midnight when begin > end. */
export const isInWindow = (minute: number, begin?: number, end?: number): boolean => {
  if (begin === undefined || end === undefined) return false;
  return begin <= end ? minute > begin && minute < end : minute > begin || minute < end;
};

type Windows = readonly [string | null | undefined, string | null | undefined][];

const windowsOf = (setting: SiteSetting, market: SessionMarket): Windows => {
  switch (market) {
    case 'a':
      return [
        [setting.transAmBegin, setting.transAmEnd],
        [setting.transPmBegin, setting.transPmEnd],
      ];
    case 'hk':
      return [
        [setting.transAmBeginhk, setting.transAmEndhk],
        [setting.transPmBeginhk, setting.transPmEndhk],
      ];
    case 'us':
      return [
        [setting.transAmBeginUs, setting.transAmEndUs],
        [setting.transPmBeginUs, setting.transPmEndUs],
      ];
  }
};

/** Windows given directly (futures products carry three of their own). */
export const isInAnyWindow = (epochMs: number, windows: Windows): boolean => {
  const { minuteOfDay } = beijingParts(epochMs);
  return windows.some(([b, e]) => isInWindow(minuteOfDay, parseHm(b), parseHm(e)));
};

export const tradingHoursVerdict = (
  epochMs: number,
  mode: TradingHoursMode,
  setting: SiteSetting,
  product: Pick<SiteProduct, 'holidayDisplay'>,
  market: SessionMarket = 'a',
  windows: Windows = windowsOf(setting, market),
): TradingHoursVerdict => {
  if (mode === 'open') return { isOpen: true };
  if (mode === 'closed') return { isOpen: false, reason: 'outside-hours' };
  if (product.holidayDisplay) return { isOpen: false, reason: 'holiday' };
  const { weekday } = beijingParts(epochMs);
  if (weekday === 0 || weekday === 6) return { isOpen: false, reason: 'weekend' };
  return isInAnyWindow(epochMs, windows)
    ? { isOpen: true }
    : { isOpen: false, reason: 'outside-hours' };
};
