// A record card's view of an application (screens §7.2 /sharerecord, /zhongqianrecord): its phase
// (new-share-timeline.ts, with the share's dates from the calendar or the estimate), the label's
// tone, the type badge, and whether 认缴 is offered.
import { SubscribeType } from '@/api/contracts/codes';
import type { UserStockSubscribe } from '@/api/contracts/models/ipo';
import {
  applicationPhase,
  paymentDeadline,
  type ApplicationPhase,
} from '@/api/contracts/new-share-timeline';
import { applicationDates, type ShareLookup } from '@/lib/new-shares/payment-plan';

export type RecordTone = 'pending' | 'success' | 'failed' | 'muted' | 'due';

export const PHASE_TONE: Record<ApplicationPhase, RecordTone> = {
  'awaiting-draw': 'pending',
  'not-allotted': 'muted',
  'payment-due': 'due',
  lapsed: 'failed',
  paid: 'success',
  listed: 'success',
};

export type RecordKind = 'ipo' | 'placement' | 'grab';

export const kindOf = (type: number | null | undefined): RecordKind =>
  type === SubscribeType.OFFLINE_PLACEMENT
    ? 'placement'
    : type === SubscribeType.NEW_STOCK_GRAB
      ? 'grab'
      : 'ipo';

export interface RecordView {
  row: UserStockSubscribe;
  phase: ApplicationPhase;
  kind: RecordKind;
  deadline: number | null;
  isEstimated: boolean;
  canPay: boolean;
}

export const recordView = (
  row: UserStockSubscribe,
  shareOf: ShareLookup,
  now: number,
): RecordView => {
  const { dates, isEstimated } = applicationDates(row, shareOf(row.newCode));
  const phase = applicationPhase(row, dates, now);
  return {
    row,
    phase,
    kind: kindOf(row.type),
    deadline: dates ? paymentDeadline(dates) : null,
    isEstimated,
    canPay: phase === 'payment-due',
  };
};
