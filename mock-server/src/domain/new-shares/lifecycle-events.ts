// What the lifecycle did (draw, reminder, lapse, listing) on the harness timeline. The lifecycle
// runs inside requests and control calls that know nothing of the journal, so the control API
// attaches its journal to the store once (as the market is attached, trading/context.ts); without
// one (unit tests of the rules) events go nowhere.
import type { MockStore } from '../../store/store';

export type LifecycleStep = 'draw' | 'reminder' | 'lapse' | 'listing' | 'calendar';

export interface LifecycleEvent {
  step: LifecycleStep;
  userId?: number | null | undefined;
  note: string;
}

export type LifecycleSink = (store: MockStore, event: LifecycleEvent) => void;

const sinks = new WeakMap<MockStore, LifecycleSink>();

export const attachLifecycleSink = (store: MockStore, sink: LifecycleSink): void => {
  sinks.set(store, sink);
};

export const emitLifecycle = (store: MockStore, event: LifecycleEvent): void => {
  sinks.get(store)?.(store, event);
};
