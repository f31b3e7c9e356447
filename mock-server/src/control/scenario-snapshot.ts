// The running world in scenario form (GET /__harness/scenario-snapshot): clock, trading hours,
// session lifetime, the fault rules still in force, the config-document mode and the named users'
// capsules. Loading it with a description and frames added (PUT /__harness/scenarios/:name, then
// POST) restores that world on a fresh fixture world.
import { formatBeijing } from '../domain/beijing-time';
import { exportCapsule, type Capsule } from '../store/capsule';
import type { MockStore } from '../store/store';

import type { ClockScript, ClockStep } from './clock-script';
import type { ConfigDocFaults, ConfigDocSettings } from './config-faults';
import type { FaultRegistry, FaultRuleInput } from './faults';

export interface ScenarioSnapshot {
  seed: number;
  user?: string;
  clock: { at: string; frozen: boolean; speed: number; script?: ClockStep[] };
  tradingHours: 'auto' | 'open' | 'closed';
  sessionTtlMs: number;
  faults: FaultRuleInput[];
  configDocs: ConfigDocSettings;
  capsules: Capsule[];
}

export interface SnapshotDeps {
  store: MockStore;
  faults: FaultRegistry;
  configDocs: ConfigDocFaults;
  clockScript: ClockScript;
}

export type SnapshotResult =
  { ok: true; snapshot: ScenarioSnapshot } | { ok: false; status: 404; error: string };

/** Rules that still apply, with what is left of their uses (spent and expired ones are left out). */
const faultInputs = (faults: FaultRegistry): FaultRuleInput[] =>
  faults
    .list()
    .filter((rule) => rule.active)
    .map(({ id, scope, kind, probability, times, until, latencyMs, seed, hits }) => ({
      id,
      scope,
      kind,
      probability,
      ...(times === undefined ? {} : { times: times - hits }),
      ...(until === undefined ? {} : { until }),
      ...(latencyMs === undefined ? {} : { latencyMs }),
      seed,
    }));

export const scenarioSnapshot = (deps: SnapshotDeps, phones: readonly string[]): SnapshotResult => {
  const { store } = deps;
  const capsules: Capsule[] = [];
  for (const phone of phones) {
    const user = store.tables.users.first('phone', phone);
    if (!user) return { ok: false, status: 404, error: `no user ${phone}` };
    const capsule = exportCapsule(store, user.id);
    if (capsule) capsules.push(capsule);
  }
  const clock = store.clock.state();
  const script = deps.clockScript.steps();
  return {
    ok: true,
    snapshot: {
      seed: store.seed,
      ...(phones[0] === undefined ? {} : { user: phones[0] }),
      clock: {
        at: formatBeijing(clock.now),
        frozen: clock.isFrozen,
        speed: clock.isFrozen ? 1 : clock.speed,
        ...(script.length > 0 ? { script } : {}),
      },
      tradingHours: store.control.tradingHours,
      sessionTtlMs: store.sessions.ttlMs,
      faults: faultInputs(deps.faults),
      configDocs: deps.configDocs.get(),
      capsules,
    },
  };
};
