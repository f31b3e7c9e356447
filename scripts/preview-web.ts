// npm run preview:web -- [--port 4173] [--dir dist/web] [--host 127.0.0.1]
//                        [--frame-ancestors "'none'"]
// With the build's Content-Security-Policy as a header, nosniff and the referrer policy (ADR
// 0020); framing is allowed to pages on this machine (the harness) unless --frame-ancestors says.
import { readArgs } from './args';
import { LOOPBACK_FRAME_ANCESTORS } from './security-headers';
import { startStaticServer } from './serve-static';

const args = readArgs();
const port = args.int('port', 4173);
const host = args.get('host', '127.0.0.1');
const dir = args.get('dir', 'dist/web');
const named = args.get('frame-ancestors', '').split(/\s+/).filter(Boolean);
const frameAncestors = !args.has('frame-ancestors')
  ? LOOPBACK_FRAME_ANCESTORS
  : named.length > 0
    ? named
    : ["'none'"];

startStaticServer(dir, port, host, { security: { frameAncestors } })
  .then(() => console.log(`web app (${dir}) served compressed at http://${host}:${port}/`))
  .catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
