// HarnessApi for a plain browser tab (no Electron): endpoints from the page URL
// (`?mock=http://localhost:8091&appPort=5173`) or the build's env, files through a download link,
// screenshots through getDisplayMedia of this tab (best effort: the browser asks for permission
// and the picture is what the tab shows, at the screen's pixel ratio).
import type {
  CaptureRect,
  HarnessApi,
  HarnessEndpoints,
  SaveResult,
} from '../../../src/electron/shared/harness-api';

export const DEFAULT_ENDPOINTS: HarnessEndpoints = {
  mockOrigin: 'http://localhost:8091',
  appPort: 5173,
  appProtocol: 'http:',
  appPath: '/',
};

export interface EndpointSources {
  /** The harness page's query string. */
  search: string;
  env: { mockOrigin?: string; appPort?: string; appPath?: string };
}

const httpOrigin = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

const port = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : null;
};

const path = (value: string | null | undefined): string | null =>
  // One leading slash: `//host` would read as another host.
  value && /^\/(?!\/)[\w\-./]*$/.test(value) ? value : null;

/** The page's query wins over the build's env; invalid values are ignored. */
export const readEndpoints = ({ search, env }: EndpointSources): HarnessEndpoints => {
  const q = new URLSearchParams(search);
  return {
    mockOrigin:
      httpOrigin(q.get('mock')) ?? httpOrigin(env.mockOrigin) ?? DEFAULT_ENDPOINTS.mockOrigin,
    appPort: port(q.get('appPort')) ?? port(env.appPort) ?? DEFAULT_ENDPOINTS.appPort,
    appProtocol: 'http:',
    appPath: path(q.get('appPath')) ?? path(env.appPath) ?? DEFAULT_ENDPOINTS.appPath,
  };
};

const saveByDownload = (name: string, data: string | Uint8Array): Promise<SaveResult> => {
  try {
    const isText = typeof data === 'string';
    const part: BlobPart = isText ? data : new Uint8Array(data);
    const blob = new Blob([part], { type: isText ? 'application/json' : 'image/png' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    // A download cannot report where it went or whether it was cancelled.
    return Promise.resolve({ saved: true });
  } catch {
    return Promise.resolve({ saved: false, reason: 'failed' });
  }
};

const pngBytes = async (canvas: HTMLCanvasElement): Promise<Uint8Array | null> => {
  const blob = await new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
};

/** One still of this tab, cropped to `rect` (CSS pixels of the page). */
const captureTab = async (rect: CaptureRect): Promise<Uint8Array | null> => {
  if (!navigator.mediaDevices?.getDisplayMedia) return null;
  let stream: MediaStream | null = null;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({
      video: { displaySurface: 'browser' },
      audio: false,
      // Chromium: offer this tab first.
      preferCurrentTab: true,
    } as DisplayMediaStreamOptions);
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    // Let the permission prompt leave the picture before the still is taken.
    await new Promise((ok) => setTimeout(ok, 300));
    const scale = video.videoWidth / window.innerWidth;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(rect.width * scale);
    canvas.height = Math.round(rect.height * scale);
    canvas
      .getContext('2d')
      ?.drawImage(
        video,
        rect.x * scale,
        rect.y * scale,
        rect.width * scale,
        rect.height * scale,
        0,
        0,
        canvas.width,
        canvas.height,
      );
    return await pngBytes(canvas);
  } catch {
    return null;
  } finally {
    for (const track of stream?.getTracks() ?? []) track.stop();
  }
};

export const createBrowserAdapter = (sources: EndpointSources): HarnessApi => {
  const endpoints = readEndpoints(sources);
  return {
    host: 'browser',
    endpoints: () => Promise.resolve(endpoints),
    saveFile: saveByDownload,
    captureRect: captureTab,
    openExternal: (url) => {
      if (!/^https?:\/\//i.test(url)) return Promise.resolve(false);
      // With noopener the browser returns no handle, so success cannot be observed.
      window.open(url, '_blank', 'noopener,noreferrer');
      return Promise.resolve(true);
    },
  };
};
