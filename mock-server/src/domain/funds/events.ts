// What the funding lifecycle did (approve, reject, expiry, end, warning, liquidation) on the
// harness timeline. The lifecycle runs inside requests that know nothing of the journal, so the
// control API attaches its journal to the store once (control/funds-routes.ts); without one (unit
// tests of the rules) events go nowhere — as the new-share lifecycle's (new-shares/lifecycle-events.ts).
import type { MockStore } from '../../store/store';

export type FundsStep = 'approve' | 'reject' | 'expire' | 'end' | 'close' | 'warning' | 'unwind';

export interface FundsEvent {
  step: FundsStep;
  userId?: number | null | undefined;
  note: string;
}

export type FundsSink = (store: MockStore, event: FundsEvent) => void;

const sinks = new WeakMap<MockStore, FundsSink>();

export const attachFundsSink = (store: MockStore, sink: FundsSink): void => {
  sinks.set(store, sink);
};

export const emitFunds = (store: MockStore, event: FundsEvent): void => {
  sinks.get(store)?.(store, event);
};
