// Scenarios: small declarative files under fixtures/scenarios/ (base fixture seed, the user the
// scenario is about, clock, trading hours, session TTL, faults, config-document mode and row
// overrides, capsules, frames) that the control API loads, `npm run mock -- --scenario NAME` starts in, and tests
// use. Loading one always starts from a fresh fixture world, so the result does not depend on
// what happened before.
import Decimal from 'decimal.js';
import { z } from 'zod';

import { buildDb } from '../../../fixtures/src/db';
import { LANGUAGES, TOKEN_TTL_MS } from '../../../src/api/contracts/constants';
import { MAX_SPEED } from '../clock';
import { parseBeijing } from '../domain/beijing-time';
import { importCapsule } from '../store/capsule';
import { hashPlainFundsPassword } from '../store/legacy-secrets';
import { BALANCE_FIELDS, moveMoney, type BalanceChanges } from '../store/ledger';
import type { MockStore } from '../store/store';

import { clockStep, type ClockStep } from './clock-script';

const fieldPatch = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** One device frame of a scenario. Devices are the harness catalogue's ids (`iphone-se`…). */
export const scenarioFrame = z
  .object({
    device: z.string().min(1).max(64).default('iphone-se'),
    landscape: z.boolean().default(false),
    language: z.enum(LANGUAGES).default('zh-CN'),
    theme: z.enum(['red', 'black']).default('red'),
    user: z
      .string()
      .regex(/^\d{11}$/)
      .nullable()
      .optional(),
    route: z
      .string()
      .regex(/^\/[\w\-/?=&.%]*$/, 'a hash route such as /home or /detail?code=600519')
      .default('/home'),
  })
  .strict();
export type ScenarioFrame = z.infer<typeof scenarioFrame>;

export const scenarioSchema = z
  .object({
    description: z.string().min(1),
    seed: z.number().int().optional(),
    /** Phone of the user the scenario is about (the harness logs a frame in as them). */
    user: z
      .string()
      .regex(/^\d{11}$/)
      .optional(),
    clock: z
      .object({
        at: z
          .string()
          .refine((s) => parseBeijing(s) !== undefined, 'expected "YYYY-MM-DD HH:mm:ss"'),
        frozen: z.boolean().default(false),
        speed: z.number().positive().max(MAX_SPEED).default(1),
        /** Steps that fire as the clock passes their time (clock-script.ts). */
        script: z.array(clockStep).max(50).default([]),
      })
      .strict()
      .refine(
        ({ at, script }) =>
          script.every((s) => (parseBeijing(s.when) ?? 0) > (parseBeijing(at) ?? 0)),
        { error: 'every script step must come after clock.at', path: ['script'] },
      )
      .optional(),
    tradingHours: z.enum(['auto', 'open', 'closed']).default('auto'),
    sessionTtlMs: z.number().int().min(1000).optional(),
    /** Fault rules in the control API's format (POST /__harness/faults). */
    faults: z.array(z.unknown()).default([]),
    /** Config-document mode in the control API's format (PUT /__harness/config-docs). */
    configDocs: z.unknown().optional(),
    /**
     * The device frames the scenario is seen in (harness: opened in one click; Playwright: the
     * first frame is the page). `user` absent → the scenario's `user`; null → a visitor.
     */
    frames: z.array(scenarioFrame).max(12).default([]),
    /**
     * State capsules (the format of GET /__harness/capsules/:user), imported after the overrides:
     * how a saved scenario carries users whose world differs from the fixtures.
     */
    capsules: z.array(z.unknown()).default([]),
    overrides: z
      .object({
        users: z.array(z.object({ phone: z.string(), set: fieldPatch }).strict()).default([]),
        siteSettings: fieldPatch.optional(),
        siteProducts: fieldPatch.optional(),
      })
      .strict()
      .default({ users: [] }),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema> & { name: string };

/** A frame with its user resolved: a phone, or null for a visitor. */
export type ResolvedFrame = Omit<ScenarioFrame, 'user'> & { user: string | null };

/** The scenario's frames, each frame without a `user` taking the scenario's. */
export const resolvedFrames = (scenario: Pick<Scenario, 'frames' | 'user'>): ResolvedFrame[] =>
  scenario.frames.map((frame) => ({
    ...frame,
    user: frame.user === undefined ? (scenario.user ?? null) : frame.user,
  }));

/** Hooks into the parts of the control API that live outside the store. */
export interface ScenarioHooks {
  /** Clears faults and config modes, journal etc. (what a reset clears). */
  reset: () => void;
  /** Validates and installs fault rules; returns an error text when one is invalid. */
  setFaults: (rules: unknown[]) => string | undefined;
  setConfigDocs: (mode: unknown) => string | undefined;
  setClockScript: (steps: readonly ClockStep[]) => void;
}

/** Applies a scenario on a fresh fixture world. Returns an error text when part of it is invalid. */
export const applyScenario = (
  store: MockStore,
  scenario: Scenario,
  hooks: ScenarioHooks,
): string | undefined => {
  const seed = scenario.seed ?? store.seed;
  const db = buildDb(seed);
  store.replaceDb(db, seed);
  hooks.reset();

  const { overrides } = scenario;
  for (const { phone, set } of overrides.users) {
    const user = store.tables.users.first('phone', phone);
    if (!user) return `overrides.users: no user ${phone}`;
    const { id: _ignored, ...fields } = set;
    // Balances change through the ledger, so they still add up after the override.
    const moves: BalanceChanges = {};
    for (const field of BALANCE_FIELDS) {
      const target = fields[field];
      if (typeof target === 'number') moves[field] = new Decimal(target).minus(user[field]);
      delete fields[field];
    }
    moveMoney(store, user.id, moves, { reason: `scenario ${scenario.name}` });
    hashPlainFundsPassword(fields);
    store.tables.users.update(user.id, fields as Partial<typeof user>);
  }
  if (overrides.siteSettings && db.siteSettings[0])
    Object.assign(db.siteSettings[0], overrides.siteSettings);
  if (overrides.siteProducts && db.siteProducts[0])
    Object.assign(db.siteProducts[0], overrides.siteProducts);

  // Capsules after the overrides; the scenario's own clock and switches win over theirs.
  for (const [index, capsule] of scenario.capsules.entries()) {
    const result = importCapsule(store, capsule, { applyClock: false });
    if (!result.ok) return `capsules[${index}]: ${result.error}`;
  }

  store.control = { tradingHours: scenario.tradingHours };
  store.sessions.ttlMs = scenario.sessionTtlMs ?? TOKEN_TTL_MS;
  if (scenario.clock) {
    store.clock.set(parseBeijing(scenario.clock.at) ?? store.clock.now());
    store.clock.setSpeed(scenario.clock.speed);
    if (scenario.clock.frozen) store.clock.freeze();
    hooks.setClockScript(scenario.clock.script);
  } else {
    store.clock.live();
  }
  const faultError = scenario.faults.length ? hooks.setFaults(scenario.faults) : undefined;
  if (faultError) return `faults: ${faultError}`;
  const configError =
    scenario.configDocs !== undefined ? hooks.setConfigDocs(scenario.configDocs) : undefined;
  if (configError) return `configDocs: ${configError}`;
  store.changed();
  return undefined;
};
