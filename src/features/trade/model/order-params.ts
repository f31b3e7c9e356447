// What each parameter of an order request means, for the harness's technical details of the
// confirmation sheet (components/order-request-table.tsx): apart from order-request.ts so the
// ticket's first screen does not carry it.
import { BUY_TYPE, SHARES_PER_LOT } from '@/api/contracts/trading-math';

import type { Instrument, OrderRequest } from './order-request';

/** How the confirmation sheet explains a parameter (a message key of the trade namespace). */
export type ParamNote =
  | { key: 'confirm.note.instrument'; values: { name: string; code: string } }
  | { key: 'confirm.note.shares'; values: { lots: number } }
  | { key: 'confirm.note.lots'; values: { lots: number } }
  | { key: 'confirm.note.long' | 'confirm.note.short' }
  | { key: 'confirm.note.lever'; values: { lever: number } }
  | { key: 'confirm.note.targetPrice' | 'confirm.note.profitTarget' | 'confirm.note.trailPct' }
  | { key: 'confirm.note.stopTarget' | 'confirm.note.stopTargetTrail' }
  | { key: 'confirm.note.subaccount' };

export interface ParamLine {
  name: string;
  value: string;
  note?: ParamNote;
}

/** Every parameter of the request, in the order sent, with what it means. */
export const describeParams = (request: OrderRequest, instrument: Instrument): ParamLine[] =>
  Object.entries(request.params).map(([name, raw]) => {
    const value = String(raw);
    const line = (note?: ParamNote): ParamLine => (note ? { name, value, note } : { name, value });
    switch (name) {
      case 'stockId':
      case 'indexId':
      case 'FuturesId':
        return line({
          key: 'confirm.note.instrument',
          values: { name: instrument.name, code: instrument.code },
        });
      case 'buyNum':
        return instrument.kind === 'stock' || instrument.kind === 'funds'
          ? line({
              key: 'confirm.note.shares',
              values: { lots: Number(raw) / SHARES_PER_LOT },
            })
          : line({ key: 'confirm.note.lots', values: { lots: Number(raw) } });
      case 'buyType':
        return line({ key: raw === BUY_TYPE.long ? 'confirm.note.long' : 'confirm.note.short' });
      case 'lever':
        return line({ key: 'confirm.note.lever', values: { lever: Number(raw) } });
      case 'targetPrice':
        return line({ key: 'confirm.note.targetPrice' });
      case 'profitTarget':
        return line({ key: 'confirm.note.profitTarget' });
      case 'stopTarget':
        return line({
          key: request.isTrailDegraded ? 'confirm.note.stopTargetTrail' : 'confirm.note.stopTarget',
        });
      case 'trailStopPct':
        return line({ key: 'confirm.note.trailPct' });
      case 'subaccountNumber':
        return line({ key: 'confirm.note.subaccount' });
      default:
        return line();
    }
  });
