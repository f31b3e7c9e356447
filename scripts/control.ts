// Calls the running mock's control API with its token, so nobody types or copies it:
//   npm run control -- [--port 8091] METHOD PATH [JSON]
//   npm run control -- GET /sms-codes
//   npm run control -- POST /kyc/13800000002/approve
//   npm run control -- PUT /clock '{"at":"2026-11-18 16:00:00"}'
//   npm run control -- PATCH /content/site-info '{"siteName":"测试站"}'
// PATH is under /__harness (a path starting with /__db is sent as is). The token comes from the
// file the mock writes at every start (mock-server/data/control-token-<port>, mode 0600).
import { readControlToken, controlTokenPath } from '../mock-server/src/control/token-file';

import { readArgs } from './args';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

export interface ControlCall {
  method: Method;
  url: string;
  body?: string;
}

/** The request a command line names, or an error to print. */
export const planControlCall = (
  port: number,
  positional: readonly string[],
): ControlCall | { error: string } => {
  const [methodText = '', path = '', json] = positional;
  const method = methodText.toUpperCase() as Method;
  if (!METHODS.includes(method)) return { error: `method must be one of ${METHODS.join(', ')}` };
  if (!path.startsWith('/')) return { error: 'path must start with / (e.g. /clock)' };
  const fullPath = path.startsWith('/__') ? path : `/__harness${path}`;
  const url = `http://127.0.0.1:${port}${fullPath}`;
  if (method === 'GET')
    return json === undefined ? { method, url } : { error: 'GET takes no body' };
  const body = json ?? '{}';
  try {
    JSON.parse(body);
  } catch {
    return { error: `the body is not JSON: ${body}` };
  }
  return { method, url, body };
};

const main = async (): Promise<number> => {
  const argv = process.argv.slice(2);
  const port = readArgs(argv).int('port', 8091);
  const positional = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--port');
  const call = planControlCall(port, positional);
  if ('error' in call) {
    console.error(`${call.error}\nusage: npm run control -- [--port 8091] METHOD PATH [JSON]`);
    return 2;
  }
  const token = readControlToken(port);
  if (token === null) {
    console.error(`no control token at ${controlTokenPath(port)}: is the mock running on ${port}?`);
    return 1;
  }
  const response = await fetch(call.url, {
    method: call.method,
    headers: {
      'x-harness-token': token,
      ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: call.body,
  }).catch((e: unknown) => {
    console.error(`mock on ${port} not reachable: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  });
  if (response === null) return 1;
  const text = await response.text();
  console.log(text);
  if (!response.ok) console.error(`HTTP ${response.status}`);
  return response.ok ? 0 : 1;
};

if (process.argv[1]?.endsWith('control.ts')) {
  void main().then((code) => process.exit(code));
}
