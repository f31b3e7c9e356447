import { describe, expect, it } from 'vitest';

import {
  allotmentPublishAt,
  applicationPhase,
  deadlineFromPublication,
  deadlineReminderAt,
  isSubscribableOn,
  paymentDeadline,
  shareTimeline,
} from './new-share-timeline';

/** Beijing wall time → epoch ms. */
const bj = (text: string) => Date.parse(`${text}+08:00`);

// Mon 2026-11-02 subscription, deadline Wed 04 16:00 (T+2), listing Wed 11.
const share = {
  subscribeTime: bj('2026-11-02T09:30:00'),
  subscriptionTime: bj('2026-11-04T16:00:00'),
  listDate: bj('2026-11-11T09:30:00'),
};

describe('new-share timeline', () => {
  it('publishes at 18:00 Beijing the weekday before the deadline (T+1 evening)', () => {
    expect(allotmentPublishAt(share)).toBe(bj('2026-11-03T18:00:00'));
  });

  it('skips the weekend back from a Monday deadline to Friday evening', () => {
    expect(allotmentPublishAt({ subscriptionTime: bj('2026-11-09T16:00:00') })).toBe(
      bj('2026-11-06T18:00:00'),
    );
  });

  it('without a deadline publishes the weekday after the subscription day', () => {
    expect(allotmentPublishAt({ subscribeTime: bj('2026-11-06T09:30:00') })).toBe(
      bj('2026-11-09T18:00:00'),
    );
    expect(allotmentPublishAt({})).toBeNull();
  });

  it('estimates the deadline from the publication as the mock sets it (16:00 next weekday)', () => {
    const published = allotmentPublishAt(share) ?? 0;
    expect(deadlineFromPublication(published)).toBe(paymentDeadline(share));
    expect(deadlineFromPublication(bj('2026-11-06T18:00:00'))).toBe(bj('2026-11-09T16:00:00'));
  });

  it('reminds at 09:00 Beijing on the deadline day', () => {
    expect(deadlineReminderAt(share)).toBe(bj('2026-11-04T09:00:00'));
    expect(deadlineReminderAt({})).toBeNull();
  });

  it('is subscribable on its Beijing subscription day only', () => {
    expect(isSubscribableOn(share, bj('2026-11-02T00:00:01'))).toBe(true);
    expect(isSubscribableOn(share, bj('2026-11-02T23:59:59'))).toBe(true);
    expect(isSubscribableOn(share, bj('2026-11-01T23:59:59'))).toBe(false);
    expect(isSubscribableOn(share, bj('2026-11-03T00:00:00'))).toBe(false);
  });

  it('marks the steps passed at the instant given', () => {
    const steps = shareTimeline(share, bj('2026-11-04T10:00:00'));
    expect(steps.map((s) => [s.step, s.done])).toEqual([
      ['apply', true],
      ['publish', true],
      ['pay', false],
      ['list', false],
    ]);
    expect(shareTimeline({}, 0).map((s) => s.at)).toEqual([null, null, null, null]);
  });
});

describe('application phase', () => {
  const before = bj('2026-11-04T15:59:59');
  const after = bj('2026-11-04T16:00:01');
  it.each([
    [{ status: 1, type: 1 }, before, 'awaiting-draw'],
    [{ status: 2, type: 1 }, before, 'not-allotted'],
    [{ status: 3, type: 1 }, before, 'payment-due'],
    [{ status: 3, type: 1 }, after, 'lapsed'],
    [{ status: 3, type: 2 }, after, 'paid'],
    [{ status: 4, type: 1 }, after, 'paid'],
    [{ status: 5, type: 1 }, after, 'listed'],
  ] as const)('%o at %i → %s', (app, now, phase) => {
    expect(applicationPhase(app, share, now)).toBe(phase);
  });

  it('an allotment whose deadline is unknown stays payable (the server decides)', () => {
    expect(applicationPhase({ status: 3, type: 1 }, undefined, after)).toBe('payment-due');
  });
});
