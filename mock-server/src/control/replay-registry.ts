// Support-bundle replay (issue 23): which device frames the mock answers from a user's bundle.
// Replay is bound to a frame's name (`x-harness-frame`), as per-frame faults are, so one frame
// shows the user's screens while the others keep talking to the live fixture world.
import type { BundleReply, SupportBundle } from '../../../src/api/contracts/support-bundle';

import { findReply, type ReplayCall } from './replay-match';

/** Where a replayed frame's call was answered from (the journal marks it). */
export type ReplaySource = 'bundle' | 'fixtures';

export interface ReplaySummary {
  frame: string;
  /** When the user's app made the bundle (device time, ISO) and its offset from UTC. */
  createdAt: string;
  timeZoneOffsetMinutes: number;
  app: SupportBundle['app'];
  route: string;
  language: SupportBundle['language'];
  theme: SupportBundle['theme'];
  isLoggedIn: boolean;
  isTruncated: boolean;
  /** Replies in the bundle. */
  replies: number;
  /** The distinct contract paths it can answer, sorted. */
  paths: string[];
  /** Calls answered so far from the bundle and from the fixtures. */
  answered: Record<ReplaySource, number>;
}

interface Replay {
  bundle: SupportBundle;
  paths: string[];
  answered: Record<ReplaySource, number>;
}

export class ReplayRegistry {
  private readonly frames = new Map<string, Replay>();

  /** Frames in replay (0 keeps every request on its usual path). */
  get size(): number {
    return this.frames.size;
  }

  has(frame: string | undefined): boolean {
    return frame !== undefined && this.frames.has(frame);
  }

  /** Puts `frame` in replay of `bundle` (a validated one), replacing any bundle it had. */
  start(frame: string, bundle: SupportBundle): ReplaySummary {
    const paths = [...new Set(bundle.replies.map((r) => r.path))].sort();
    const replay: Replay = { bundle, paths, answered: { bundle: 0, fixtures: 0 } };
    this.frames.set(frame, replay);
    return summarize(frame, replay);
  }

  list(): ReplaySummary[] {
    return [...this.frames].map(([frame, replay]) => summarize(frame, replay));
  }

  end(frame: string): boolean {
    return this.frames.delete(frame);
  }

  /** Ends every replay (also the server's reset and a scenario load). */
  clear(): number {
    const count = this.frames.size;
    this.frames.clear();
    return count;
  }

  /**
   * The recorded reply for a call of a frame in replay, counted; undefined when the frame is not
   * in replay or its bundle lacks the endpoint (counted as a fixtures answer then).
   */
  answer(frame: string, call: ReplayCall): BundleReply | undefined {
    const replay = this.frames.get(frame);
    if (!replay) return undefined;
    const reply = findReply(replay.bundle.replies, call);
    replay.answered[reply ? 'bundle' : 'fixtures'] += 1;
    return reply;
  }

  /** Counts a call of a frame in replay that the bundle could not answer (not a contract call). */
  countFixtures(frame: string): void {
    const replay = this.frames.get(frame);
    if (replay) replay.answered.fixtures += 1;
  }
}

const summarize = (frame: string, { bundle, paths, answered }: Replay): ReplaySummary => ({
  frame,
  createdAt: bundle.createdAt,
  timeZoneOffsetMinutes: bundle.timeZoneOffsetMinutes,
  app: bundle.app,
  route: bundle.route,
  language: bundle.language,
  theme: bundle.theme,
  isLoggedIn: bundle.isLoggedIn,
  isTruncated: bundle.isTruncated,
  replies: bundle.replies.length,
  paths,
  answered: { ...answered },
});
