// One shape for everything the engine prices (stocks, indexes, futures): the table row it came
// from, its schedule, and its profile from the securities master.
import { securityProfile, type SecurityProfile } from '../../../fixtures/src/securities';
import type { StockFutures, StockIndex } from '../../../src/api/contracts/models/index-futures';
import type { Stock } from '../../../src/api/contracts/models/market';

import {
  A_SHARE_SCHEDULE,
  HK_SCHEDULE,
  US_SCHEDULE,
  windowsSchedule,
  type Schedule,
} from './calendar';
import { instrumentKey } from './hash';

export type Instrument =
  | (InstrumentBase & { kind: 'stock'; row: Stock })
  | (InstrumentBase & { kind: 'index'; row: StockIndex })
  | (InstrumentBase & { kind: 'futures'; row: StockFutures });

interface InstrumentBase {
  gid: string;
  code: string;
  name: string;
  schedule: Schedule;
  profile: SecurityProfile;
  /** Randomness key from (seed, kind, gid). */
  key: number;
}

const base = (
  seed: number,
  kind: Instrument['kind'],
  gid: string,
  name: string,
  plate: string | null | undefined,
  refClose?: number | null,
) => ({
  profile: securityProfile(seed, { kind, gid, name, plate, refClose }),
  key: instrumentKey(seed, `${kind}:${gid}`),
});

/** `refClose`: the price the world anchors the stock at (a listed new share's issue price). */
export const stockInstrument = (
  seed: number,
  row: Stock,
  refClose?: number | null,
): Instrument => ({
  kind: 'stock',
  row,
  gid: row.stockGid,
  code: row.stockCode,
  name: row.stockName,
  schedule:
    row.stockType === 'hk' ? HK_SCHEDULE : row.stockType === 'us' ? US_SCHEDULE : A_SHARE_SCHEDULE,
  ...base(seed, 'stock', row.stockGid, row.stockName, row.stockPlate, refClose),
});

export const indexInstrument = (seed: number, row: StockIndex): Instrument => ({
  kind: 'index',
  row,
  gid: row.indexGid,
  code: row.indexCode,
  name: row.indexName,
  schedule: A_SHARE_SCHEDULE,
  ...base(seed, 'index', row.indexGid, row.indexName, null),
});

export const futuresInstrument = (seed: number, row: StockFutures): Instrument => ({
  kind: 'futures',
  row,
  gid: row.futuresGid,
  code: row.futuresCode,
  name: row.futuresName,
  schedule: windowsSchedule([
    [row.transAmBegin, row.transAmEnd],
    [row.transPmBegin, row.transPmEnd],
    [row.transPmBegin2, row.transPmEnd2],
  ]),
  ...base(seed, 'futures', row.futuresGid, row.futuresName, null),
});
