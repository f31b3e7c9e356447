// The session an order is judged on, from the instrument's windows on the server's clock: the
// futures product's own hours, the index settings' or the site's stock hours, closed on holidays.
import {
  futuresOrderVerdict,
  indexOrderVerdict,
  stockBuyVerdict,
  type SessionVerdict,
} from '@/api/contracts/trading-hours';

import type { Instrument } from './order-request';
import type { TicketData } from './ticket-model';

type SessionData = Pick<TicketData, 'kind' | 'futuresRow' | 'indexSetting' | 'setting' | 'product'>;

/** undefined while the instrument or its hours are not known yet. */
export const ticketSessionOf = (
  d: SessionData,
  instrument: Instrument | null | undefined,
  now: number,
): SessionVerdict | undefined => {
  if (!instrument) return undefined;
  const isHoliday = d.product?.holidayDisplay === true;
  if (d.kind === 'futures') {
    return d.futuresRow ? futuresOrderVerdict(now, d.futuresRow, isHoliday) : undefined;
  }
  if (d.kind === 'index') {
    return d.indexSetting
      ? indexOrderVerdict(now, instrument.gid, d.indexSetting, isHoliday)
      : undefined;
  }
  return d.setting ? stockBuyVerdict(now, instrument.gid, d.setting, isHoliday) : undefined;
};
