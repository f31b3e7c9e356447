// Scenario shapes of the mock's control API (mock-server/src/control/scenarios.ts and
// scenario-snapshot.ts), as the harness reads and writes them.

/** One device frame of a scenario (mock-server/src/control/scenarios.ts `scenarioFrame`). */
export interface ScenarioFrame {
  device: string;
  landscape: boolean;
  language: string;
  theme: string;
  /** Absent: the scenario's user; null: a visitor. */
  user?: string | null;
  route: string;
}

/** The current world in scenario form, without description and frames. */
export interface ScenarioSnapshot {
  seed?: number;
  /** The first of the users asked for. */
  user?: string;
  clock: { at: string; frozen: boolean; speed: number; script?: unknown[] };
  tradingHours: 'auto' | 'open' | 'closed';
  sessionTtlMs?: number;
  faults: unknown[];
  configDocs: unknown;
  capsules: unknown[];
}

export type ScenarioFile = ScenarioSnapshot & {
  description: string;
  user?: string;
  frames: ScenarioFrame[];
};
