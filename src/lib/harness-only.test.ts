import { describe, expect, it, vi } from 'vitest';

import type * as HarnessFrameModule from './harness-frame';
import type { HarnessFrame } from './harness-frame';
import { isHarnessFrame } from './harness-only';

const bridge = vi.hoisted(() => ({ frame: null as HarnessFrame | null }));
vi.mock('./harness-frame', async (importOriginal) => ({
  ...(await importOriginal<typeof HarnessFrameModule>()),
  get harnessFrame() {
    return bridge.frame;
  },
}));

describe('isHarnessFrame', () => {
  it('is false in the production app (no harness frame was read at load)', () => {
    bridge.frame = null;
    expect(isHarnessFrame()).toBe(false);
  });

  it('is true when the app was loaded in a harness frame', () => {
    bridge.frame = { frame: 'f1', language: 'en', theme: 'red' };
    expect(isHarnessFrame()).toBe(true);
  });
});
