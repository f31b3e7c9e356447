// Scenario frames ⇄ the harness layout, and what a saved scenario file holds. Pure: the panels do
// the calls. A scenario's frames replace the harness's as f1…fN (so a scenario always opens in the
// same origins); whatever the layout cannot show (an unknown device, a bad route) is repaired the
// way a saved layout is.
import { MAX_FRAMES, parseLayout, type FrameConfig, type Layout } from '../frames/layout';

import type { ScenarioFile, ScenarioFrame, ScenarioSnapshot } from './scenario-types';

/** The mock's rule for a scenario's file name (`readScenario`). */
export const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const isScenarioName = (name: string): boolean => SCENARIO_NAME.test(name);

/**
 * The layout with the scenario's frames in place of its own. A frame without `user` gets the
 * scenario's `user`; zoom, view and matrix stay as they were.
 */
export const layoutWithScenarioFrames = (
  layout: Layout,
  frames: readonly ScenarioFrame[],
  scenarioUser: string | null,
): Layout => {
  const raw = frames.slice(0, MAX_FRAMES).map((f, i) => ({
    id: i + 1,
    deviceId: f.device,
    isLandscape: f.landscape,
    language: f.language,
    theme: f.theme,
    user: f.user === undefined ? scenarioUser : f.user,
    route: f.route,
    arePollsHeld: false,
  }));
  const repaired = parseLayout({ ...layout, frames: raw, nextId: raw.length + 1 });
  return { ...layout, frames: repaired.frames, nextId: repaired.nextId };
};

/** A scenario without frames keeps the harness's; its user opens in the first frame. */
export const layoutWithScenarioUser = (layout: Layout, user: string | null): Layout => {
  const first = layout.frames[0];
  if (!first || !user) return layout;
  return {
    ...layout,
    frames: layout.frames.map((f) => (f.id === first.id ? { ...f, user } : f)),
  };
};

/** The layout's frames as a scenario says them (every user explicit, null for a visitor). */
export const scenarioFramesOf = (frames: readonly FrameConfig[]): ScenarioFrame[] =>
  frames.map((f) => ({
    device: f.deviceId,
    landscape: f.isLandscape,
    language: f.language,
    theme: f.theme,
    user: f.user,
    route: f.route,
  }));

/** Each logged-in user once, in frame order: whose capsules the saved scenario carries. */
export const usersOf = (frames: readonly FrameConfig[]): string[] => [
  ...new Set(frames.flatMap((f) => (f.user ? [f.user] : []))),
];

/**
 * The file a save writes: the world now, the frames, and the first frame's user as the scenario's
 * (a visitor there: the first logged-in frame's, as the snapshot says).
 */
export const scenarioFile = (
  snapshot: ScenarioSnapshot,
  frames: readonly FrameConfig[],
  description: string,
): ScenarioFile => {
  const user = frames[0]?.user ?? snapshot.user;
  return {
    description,
    ...snapshot,
    ...(user ? { user } : {}),
    frames: scenarioFramesOf(frames),
  };
};
