// DNS rebinding guard. A site whose name an attacker points at 127.0.0.1 after the page has loaded
// makes the browser call the mock as that site's own origin: CORS does not apply, and the page
// reads whatever the mock answers. Its requests still name the attacker's host in `Host`, so the
// mock answers only requests addressed to a name it knows: loopback names and IPs, the names of the
// `--allow-origin` origins, and the `--host` it listens on (any name when that is a wildcard).
import type { IncomingMessage, RequestListener } from 'node:http';

export interface HostPolicy {
  allows(host: string): boolean;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** The hostname of a `Host` header (`[::1]:8091` → `[::1]`), lower case. */
const hostnameOf = (host: string): string => {
  const text = host.trim().toLowerCase();
  if (text.startsWith('[')) return text.slice(0, text.indexOf(']') + 1);
  const colon = text.indexOf(':');
  return colon < 0 ? text : text.slice(0, colon);
};

const isLoopbackName = (name: string): boolean =>
  name === 'localhost' ||
  name.endsWith('.localhost') ||
  name === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);

/** A hostname as given (`qa.example.com`, `192.168.1.5`, a bare IPv6 `fd00::2`) as Host names it. */
const nameOf = (name: string): string => {
  const text = name.trim().toLowerCase();
  return text.includes(':') && !text.startsWith('[') ? `[${text}]` : hostnameOf(text);
};

const MEMO_SIZE = 64;

/** Loopback names plus `extra` hostnames; `*` in `extra` allows any. */
export const hostPolicy = (extra: readonly string[] = []): HostPolicy => {
  const names = new Set(extra.map(nameOf));
  const isAny = extra.some((name) => name === '*' || WILDCARDS.has(name));
  const memo = new Map<string, boolean>();
  return {
    allows(host) {
      if (isAny) return true;
      let allowed = memo.get(host);
      if (allowed === undefined) {
        const name = hostnameOf(host);
        allowed = isLoopbackName(name) || names.has(name);
        if (memo.size >= MEMO_SIZE) memo.clear();
        memo.set(host, allowed);
      }
      return allowed;
    },
  };
};

const refuse = (req: IncomingMessage, res: Parameters<RequestListener>[1]): void => {
  const body = JSON.stringify({
    error: `the mock does not answer for Host ${String(req.headers.host)}: start it with --host or --allow-origin to be reached under that name`,
  });
  res.writeHead(421, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
};

/** Wraps the server's listener: requests for another name get 421 before anything else runs. */
export const checkHost =
  (policy: HostPolicy, listener: RequestListener): RequestListener =>
  (req, res) => {
    const { host } = req.headers;
    if (host !== undefined && !policy.allows(host)) {
      refuse(req, res);
      return;
    }
    listener(req, res);
  };
