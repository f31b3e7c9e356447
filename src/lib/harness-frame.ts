// What the harness bridge (./harness-bridge) read when the app loaded inside a device-frame
// harness frame: null everywhere else. The bridge itself loads only inside a frame (main.tsx asks
// `isFrameHost` first), so a trader's phone never downloads it; the request helper, the polls, the
// store and the technical details read this small module instead (issue 24).
import type { FrameTheme, POLLS_HELD } from '@/electron/shared/frame-protocol';
import type { Language } from '@/api/contracts/constants';

export interface HarnessFrame {
  /** The frame's name in the harness (`f3`), when the harness sent one. */
  frame: string | null;
  language: Language | null;
  theme: FrameTheme | null;
  /** Set when the harness holds this frame's polls (src/lib/queries/poll.ts). */
  polls?: typeof POLLS_HELD;
}

/** Live binding: importers see the bridge's value once it has run. */
export let harnessFrame: HarnessFrame | null = null;

/** The bridge's one write, at load. */
export const setHarnessFrame = (frame: HarnessFrame | null): void => {
  harnessFrame = frame;
};

/** The theme the harness gave this load; it wins over the forced red start (product-spec §1). */
export const harnessFrameTheme = (): FrameTheme | null => harnessFrame?.theme ?? null;
