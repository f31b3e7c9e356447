// Content-Security-Policy of the harness page, sent as a response header by the main process (the
// renderer may add a stricter meta tag; both apply). Frames may show only the app's per-frame
// hosts; scripts talk only to the harness itself and the mock's control API.
import type { OriginPolicy } from './url-policy';

export interface CspOptions extends OriginPolicy {
  /** The electron-vite dev server needs inline module preambles and its HMR socket. */
  isDev: boolean;
}

export const harnessCsp = ({ mockOrigin, appPort, isDev, harnessOrigin }: CspOptions): string => {
  const hmr = isDev ? ` ${harnessOrigin.replace(/^http/, 'ws')}` : '';
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': isDev ? "'self' 'unsafe-inline'" : "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': `'self' ${mockOrigin}${hmr}`,
    'frame-src': `http://*.localhost:${appPort} http://localhost:${appPort} ${mockOrigin} 'self'`,
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
};
