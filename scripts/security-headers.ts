// Security headers of a served web build (`npm run preview:web`, the e2e tests): the build's own
// Content-Security-Policy, read from the meta tag scripts/vite-csp.ts wrote into its index.html,
// plus what a meta tag cannot say (frame-ancestors), nosniff and the referrer policy (ADR 0020).
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

import type { RequestHandler } from 'express';

import { REFERRER_POLICY } from './vite-csp';

/**
 * Who may frame the app: pages on this machine — the harness (`http://localhost:<port>`, or
 * Electron's `http://127.0.0.1:<port>`) frames it from `f<N>.localhost` origins; no site can.
 */
export const LOOPBACK_FRAME_ANCESTORS = ['http://localhost:*', 'http://127.0.0.1:*'];

export interface SecurityHeaderOptions {
  /** frame-ancestors sources; `["'none'"]` forbids framing. */
  frameAncestors?: readonly string[];
}

/** The policy of a built index.html's meta tag (as vite-csp.ts writes it), or null. */
export const cspOfHtml = (html: string): string | null =>
  /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1] ?? null;

/** The header's policy: the meta's, and frame-ancestors. */
export const cspHeader = (metaPolicy: string, frameAncestors: readonly string[]): string =>
  `${metaPolicy}; frame-ancestors ${frameAncestors.join(' ')}`;

/**
 * Express middleware for a build in `root`. The policy is read again when index.html changes (a
 * rebuild under a running server gets a new style hash).
 */
export const securityHeaders = (
  root: string,
  { frameAncestors = LOOPBACK_FRAME_ANCESTORS }: SecurityHeaderOptions = {},
): RequestHandler => {
  const index = resolve(root, 'index.html');
  let seen = -1;
  let header: string | null = null;
  const current = (): string | null => {
    const mtime = statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== seen) {
      seen = mtime;
      const policy = mtime ? cspOfHtml(readFileSync(index, 'utf8')) : null;
      header = policy ? cspHeader(policy, frameAncestors) : null;
    }
    return header;
  };
  return (_req, res, next) => {
    const policy = current();
    if (policy) res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', REFERRER_POLICY);
    next();
  };
};
