// npm run preview:web -- [--port 4173] [--dir dist/web] [--host 127.0.0.1]
import { readArgs } from './args';
import { startStaticServer } from './serve-static';

const args = readArgs();
const port = args.int('port', 4173);
const host = args.get('host', '127.0.0.1');
const dir = args.get('dir', 'dist/web');

startStaticServer(dir, port, host)
  .then(() => console.log(`web app (${dir}) served compressed at http://${host}:${port}/`))
  .catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
