// The fault board's rules (harness-notes items 3 and 4): which contract calls fail, how, for whom
// and how often. Rules are plain data validated with zod, so the control API, scenario files and
// tests share one shape. Probability draws come from a seeded PRNG per rule, so a run is
// reproducible; `until` is read from the mock clock, so a frozen clock freezes the window too.
import type { Response } from 'express';
import type { Socket } from 'node:net';
import { z } from 'zod';

import { endpointByPath } from '../../../src/api/contracts/registry';
import type { Clock } from '../clock';

export const FAULT_KINDS = [
  'latency',
  'http500',
  'http400',
  'reset',
  'hang',
  'empty',
  'malformed',
  'tooManyTraders',
  'dropResponse',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Request header naming the device frame a call came from (per-frame faults, the journal). */
export const FRAME_HEADER = 'x-harness-frame';

/** Seed of a rule's PRNG when the rule names none. */
export const DEFAULT_FAULT_SEED = 1;

const faultScope = z.strictObject({
  path: z
    .string()
    .refine((path) => endpointByPath.has(path), {
      error: (issue) =>
        `unknown contract path ${JSON.stringify(issue.input)} (GET /__harness/faults/targets lists them)`,
    })
    .optional(),
  userId: z.number().int().positive().optional(),
  frame: z.string().min(1).max(200).optional(),
});

export const faultRuleInput = z
  .strictObject({
    id: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'id: 1–64 letters, digits, "_", "-" or "."')
      .optional(),
    /** Absent fields match anything; `{}` is a global rule. */
    scope: faultScope.default({}),
    kind: z.enum(FAULT_KINDS),
    probability: z.number().min(0).max(1).default(1),
    /** Remaining uses; absent = until removed. */
    times: z.number().int().positive().optional(),
    /** Clock ms after which the rule no longer applies. */
    until: z.number().int().nonnegative().optional(),
    /** Delay before the fault (or, for `latency`, before the normal reply). */
    latencyMs: z.number().int().min(0).max(600_000).optional(),
    seed: z.number().int().optional(),
  })
  .refine((rule) => rule.kind !== 'latency' || rule.latencyMs !== undefined, {
    error: 'a latency rule needs latencyMs',
    path: ['latencyMs'],
  });
export type FaultRuleInput = z.input<typeof faultRuleInput>;

export interface FaultRule {
  id: string;
  scope: { path?: string; userId?: number; frame?: string };
  kind: FaultKind;
  probability: number;
  times?: number;
  until?: number;
  latencyMs?: number;
  seed: number;
}

/** A rule as the control API lists it. */
export interface FaultRuleView extends FaultRule {
  /** How often it has been applied. */
  hits: number;
  /** False once `times` is used up or `until` has passed; the rule stays listed until removed. */
  active: boolean;
  /** Sockets a `hang` rule is holding open. */
  held: number;
}

/** What a request offers for matching. */
export interface FaultRequest {
  path: string;
  userId?: number;
  frame?: string;
}

/** The rule that answered a request, as the journal records it. */
export interface AppliedFault {
  id: string;
  kind: FaultKind;
  /** `dropResponse`: what the handler tried to send before the socket was destroyed. */
  droppedStatus?: number;
  droppedBody?: string;
}

const APPLIED_LOCAL = 'harnessFault';

export const noteFault = (res: Response, applied: AppliedFault): void => {
  res.locals[APPLIED_LOCAL] = applied;
};

/** The fault noted on a reply; none on a reply that never went through Express (the fast path). */
export const appliedFault = (res: Partial<Pick<Response, 'locals'>>): AppliedFault | undefined =>
  res.locals?.[APPLIED_LOCAL] as AppliedFault | undefined;

export type AddResult =
  { ok: true; added: FaultRuleView[] } | { ok: false; error: string; issues: string[] };

/** mulberry32: tiny, fast, good enough for coin flips, and identical on every platform. */
const prng = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Path beats frame beats user; ties keep the order rules were added in. */
const specificity = ({ scope }: FaultRule): number =>
  (scope.path === undefined ? 0 : 4) +
  (scope.frame === undefined ? 0 : 2) +
  (scope.userId === undefined ? 0 : 1);

const issuePath = (path: readonly PropertyKey[]): string =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');

const rejected = (issues: string[]): AddResult => ({
  ok: false,
  error: `invalid fault rule: ${issues.join('; ')}`,
  issues,
});

interface RuleState {
  rule: FaultRule;
  order: number;
  hits: number;
  draw: () => number;
  held: Set<Socket>;
}

export class FaultRegistry {
  private readonly rules = new Map<string, RuleState>();
  private added = 0;
  private anonymous = 0;

  constructor(private readonly clock: Clock) {}

  /** Adds one rule or an array of rules, all or none. */
  add(body: unknown): AddResult {
    const isList = Array.isArray(body);
    const parsed = z.array(faultRuleInput).safeParse(isList ? body : [body]);
    if (!parsed.success) {
      return rejected(
        parsed.error.issues.map((issue) => {
          const at = issuePath(isList ? issue.path : issue.path.slice(1));
          return at ? `${at}: ${issue.message}` : issue.message;
        }),
      );
    }
    const taken = new Set(this.rules.keys());
    const clashes: string[] = [];
    for (const { id } of parsed.data) {
      if (id === undefined) continue;
      if (taken.has(id)) clashes.push(`id ${JSON.stringify(id)} is already taken`);
      taken.add(id);
    }
    if (clashes.length > 0) return rejected(clashes);
    const added = parsed.data.map(({ id, seed, ...input }) => {
      const rule: FaultRule = {
        ...input,
        id: id ?? this.newId(taken),
        seed: seed ?? DEFAULT_FAULT_SEED,
      };
      const state: RuleState = {
        rule,
        order: this.added++,
        hits: 0,
        draw: prng(rule.seed),
        held: new Set(),
      };
      this.rules.set(rule.id, state);
      return this.view(state);
    });
    return { ok: true, added };
  }

  /** How many rules are on the board (active or not). */
  get size(): number {
    return this.rules.size;
  }

  /** All rules in match order. */
  list(): FaultRuleView[] {
    return this.ordered().map((state) => this.view(state));
  }

  /** Removes a rule and destroys the sockets it holds. */
  remove(id: string): boolean {
    const state = this.rules.get(id);
    if (!state) return false;
    this.release(state);
    this.rules.delete(id);
    return true;
  }

  /** Removes every rule and destroys every held socket (also the server's reset). */
  clear(): number {
    const count = this.rules.size;
    for (const state of this.rules.values()) this.release(state);
    this.rules.clear();
    return count;
  }

  /**
   * The rule that applies to a request, its use counted: rules are tried most specific first; the
   * first whose scope matches, that is still active and whose probability draw succeeds applies.
   */
  match(request: FaultRequest): FaultRule | undefined {
    for (const state of this.ordered()) {
      if (!this.isActive(state) || !matches(state.rule, request)) continue;
      if (state.draw() >= state.rule.probability) continue;
      state.hits += 1;
      return state.rule;
    }
    return undefined;
  }

  /** Keeps a `hang` rule's socket until the client gives up or the rule goes. */
  hold(id: string, socket: Socket): void {
    const state = this.rules.get(id);
    if (!state) {
      socket.destroy();
      return;
    }
    state.held.add(socket);
    socket.once('close', () => state.held.delete(socket));
  }

  /** `f1`, `f2` …, skipping ids already taken. */
  private newId(taken: Set<string>): string {
    let id: string;
    do id = `f${++this.anonymous}`;
    while (taken.has(id));
    taken.add(id);
    return id;
  }

  private ordered(): RuleState[] {
    return [...this.rules.values()].sort(
      (a, b) => specificity(b.rule) - specificity(a.rule) || a.order - b.order,
    );
  }

  private isActive({ rule, hits }: RuleState): boolean {
    if (rule.times !== undefined && hits >= rule.times) return false;
    return rule.until === undefined || this.clock.now() < rule.until;
  }

  private release(state: RuleState): void {
    for (const socket of state.held) socket.destroy();
    state.held.clear();
  }

  private view(state: RuleState): FaultRuleView {
    return { ...state.rule, hits: state.hits, active: this.isActive(state), held: state.held.size };
  }
}

const matches = ({ scope }: FaultRule, request: FaultRequest): boolean =>
  (scope.path === undefined || scope.path === request.path) &&
  (scope.userId === undefined || scope.userId === request.userId) &&
  (scope.frame === undefined || scope.frame === request.frame);

/** Runs `fn` after `ms`, unless the client has gone by then. */
export const afterDelay = (ms: number, res: Response, fn: () => void): void => {
  if (ms <= 0) {
    fn();
    return;
  }
  const timer = setTimeout(() => {
    res.off('close', cancel);
    fn();
  }, ms);
  const cancel = () => clearTimeout(timer);
  res.once('close', cancel);
};
