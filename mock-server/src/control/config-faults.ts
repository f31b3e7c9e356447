// The config and startup failure lab (harness-notes item 5, product-spec §4/§8): switches what the
// two config documents answer, so the app's start-up branches (fall back to the second address,
// the full-page connection message, missing `ads`, slow config) can be reached on demand. A stale
// cached base address is the app's own state and is not simulated here.
import { z } from 'zod';

import { zodError } from './operations';

export const CONFIG_DOC_MODES = [
  'normal',
  'primary-fails',
  'secondary-fails',
  'both-fail',
  'no-ads',
  'slow',
] as const;
export type ConfigDocMode = (typeof CONFIG_DOC_MODES)[number];

export type ConfigDocument = 'primary' | 'secondary';

/** Delay of `slow` when none is given. */
export const DEFAULT_SLOW_MS = 3000;

export const configDocSettingsInput = z.strictObject({
  mode: z.enum(CONFIG_DOC_MODES),
  /** Used by `slow` only. */
  delayMs: z.number().int().min(0).max(120_000).default(DEFAULT_SLOW_MS),
});
export type ConfigDocSettings = z.output<typeof configDocSettingsInput>;

/** How one request for a config document is answered. */
export interface ConfigDocBehaviour {
  delayMs: number;
  /** `document`: `{ads}`; `unavailable`: HTTP 503; `no-ads`: a document without `ads`. */
  reply: 'document' | 'unavailable' | 'no-ads';
}

const NORMAL: ConfigDocSettings = { mode: 'normal', delayMs: DEFAULT_SLOW_MS };

const isDown = (mode: ConfigDocMode, doc: ConfigDocument): boolean =>
  mode === 'both-fail' || mode === `${doc}-fails`;

export type SetResult = { ok: true; settings: ConfigDocSettings } | { ok: false; error: string };

export class ConfigDocFaults {
  private settings: ConfigDocSettings = NORMAL;

  get(): ConfigDocSettings {
    return { ...this.settings };
  }

  set(body: unknown): SetResult {
    const parsed = configDocSettingsInput.safeParse(body);
    if (!parsed.success) {
      return { ok: false, error: `invalid config-docs settings: ${zodError(parsed.error)}` };
    }
    this.settings = parsed.data;
    return { ok: true, settings: this.get() };
  }

  reset(): void {
    this.settings = NORMAL;
  }

  behaviour(doc: ConfigDocument): ConfigDocBehaviour {
    const { mode, delayMs } = this.settings;
    return {
      delayMs: mode === 'slow' ? delayMs : 0,
      reply: isDown(mode, doc) ? 'unavailable' : mode === 'no-ads' ? 'no-ads' : 'document',
    };
  }
}
