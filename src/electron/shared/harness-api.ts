// The contract between the harness renderer (device-frames/) and what hosts it: Electron's
// preload (src/electron/preload) or the browser adapter in device-frames. Pure types and
// constants: both sides import it, neither imports the other.

/** Where the harness finds the two programs it drives. */
export interface HarnessEndpoints {
  /** e.g. http://localhost:8091 — the mock server and its control API (`/__harness`). */
  mockOrigin: string;
  /** Port the trader app is served on; each frame loads it from its own `f<N>.localhost` host. */
  appPort: number;
  /** Protocol + path prefix of the app, e.g. `http:` and `/`. */
  appProtocol: 'http:' | 'https:';
  appPath: string;
}

/** A rectangle in CSS pixels of the harness window (a frame's screen). */
export interface CaptureRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type SaveResult =
  { saved: true; path?: string } | { saved: false; reason: 'cancelled' | 'failed' };

/** Everything the harness may ask of its host. Each call is validated on the Electron side. */
export interface HarnessApi {
  readonly host: 'electron' | 'browser';
  endpoints(): Promise<HarnessEndpoints>;
  /** Saves a file the user names (capsules, screenshots). `data` is text or PNG bytes. */
  saveFile(suggestedName: string, data: string | Uint8Array): Promise<SaveResult>;
  /** PNG of a part of the harness window at device pixel ratio; null when the host cannot. */
  captureRect(rect: CaptureRect): Promise<Uint8Array | null>;
  /** Opens an allow-listed URL (the customer-service link) in the system browser. */
  openExternal(url: string): Promise<boolean>;
}

/** IPC channels of the Electron host (main validates sender and arguments of each). */
export const HARNESS_CHANNELS = {
  endpoints: 'harness:endpoints',
  saveFile: 'harness:save-file',
  captureRect: 'harness:capture-rect',
  openExternal: 'harness:open-external',
} as const;

export type HarnessChannel = (typeof HARNESS_CHANNELS)[keyof typeof HARNESS_CHANNELS];
