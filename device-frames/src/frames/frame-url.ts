// Where a frame loads the app: its own `f<id>.localhost` origin (Chromium resolves every
// *.localhost name to loopback), so storage and login never leak between frames; its identity
// travels in the query string the app's bridge reads once at load.
import { FRAME_PARAMS, frameHost, POLLS_HELD } from '../../../src/electron/shared/frame-protocol';
import type { HarnessEndpoints } from '../../../src/electron/shared/harness-api';

import type { LanguageCode, ThemeName } from './layout';

export interface FrameLoad {
  id: number;
  language: LanguageCode;
  theme: ThemeName;
  route: string;
  /** A fresh session token; '' logs the frame out; undefined keeps what the frame has. */
  token?: string;
  /** Forget the cached API base, so the load goes through the config documents again. */
  isColdStart?: boolean;
  /** Every poll of the app off for this load; absent or false leaves polling on. */
  arePollsHeld?: boolean;
}

export const frameName = (id: number): string => `f${id}`;

export const frameOrigin = (endpoints: HarnessEndpoints, id: number): string =>
  `${endpoints.appProtocol}//${frameHost(id)}:${endpoints.appPort}`;

export const frameUrl = (endpoints: HarnessEndpoints, load: FrameLoad): string => {
  const path = endpoints.appPath.startsWith('/') ? endpoints.appPath : `/${endpoints.appPath}`;
  const url = new URL(`${frameOrigin(endpoints, load.id)}${path}`);
  url.searchParams.set(FRAME_PARAMS.frame, frameName(load.id));
  url.searchParams.set(FRAME_PARAMS.language, load.language);
  url.searchParams.set(FRAME_PARAMS.theme, load.theme);
  if (load.token !== undefined) url.searchParams.set(FRAME_PARAMS.token, load.token);
  if (load.isColdStart) url.searchParams.set(FRAME_PARAMS.coldStart, '1');
  if (load.arePollsHeld) url.searchParams.set(FRAME_PARAMS.polls, POLLS_HELD);
  // The app routes by hash (ADR 0003).
  url.hash = load.route;
  return url.toString();
};
