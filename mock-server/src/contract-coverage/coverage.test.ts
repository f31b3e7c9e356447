// Every endpoint of the contract registry is mounted in the mock, from the registry's own entry,
// unless COVERAGE_EXCEPTIONS says why not (issue 18). The exceptions list is checked as strictly:
// an entry for an endpoint that is mounted, or that the registry no longer has, fails.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { endpointByPath, endpointList } from '../../../src/api/contracts/registry';
import { createMockServer } from '../create-app';

import { COVERAGE_EXCEPTIONS } from './exceptions';
import { SAMPLE_CALLS } from './sample-table';
import { WRITES } from './writes';

const server = createMockServer({ log: () => {} });
const { mounted } = server;
const mountedPaths = new Set(mounted.map((e) => e.path));
const exceptions = Object.entries(COVERAGE_EXCEPTIONS);

const ADMIN = ['login', 'logout', 'authCharge', 'getAlarm', 'getSiteSpreadList', 'addSiteSpread'];

/** Mapped in the reference's controllers but not user-facing (api-contract §18.0): never served. */
const NOT_USER_FACING = [
  ...ADMIN.map((name) => `/api/admin/${name}.do`),
  '/api/admin/updateSiteSpread.do',
  ...['login', 'logout'].map((name) => `/api/agent/${name}.do`),
  ...['getUrl', 'getMan', 'getOne', 'getAll'].map((name) => `/api/site/${name}.do`),
  '/user/pay/juhenewpayNotify.do',
  '/api/stock/updateStockData.do',
  '/code/getCaptcha.do',
];

describe('mock coverage of the contract registry', () => {
  it('mounts every registry endpoint that has no listed exception', () => {
    const unexplained = endpointList
      .filter((e) => !mountedPaths.has(e.path) && !(e.path in COVERAGE_EXCEPTIONS))
      .map((e) => `§${e.section} ${e.path}`);
    expect(unexplained).toEqual([]);
  });

  it('lists no exception for an endpoint that is mounted (a stale entry)', () => {
    const stale = exceptions.filter(([path]) => mountedPaths.has(path)).map(([path]) => path);
    expect(stale).toEqual([]);
  });

  it('lists no exception for a path the registry does not have', () => {
    const unknown = exceptions.filter(([path]) => !endpointByPath.has(path)).map(([p]) => p);
    expect(unknown).toEqual([]);
  });

  it('mounts each endpoint once, from the registry entry itself', () => {
    const foreign = mounted.filter((e) => endpointByPath.get(e.path) !== e).map((e) => e.path);
    expect(foreign).toEqual([]);
    expect(mountedPaths.size).toBe(mounted.length);
  });

  it('gives every exception a reason: "not in the backend" or a later issue', () => {
    for (const [path, reason] of exceptions) {
      expect(reason.why.trim(), path).not.toBe('');
      if (reason.kind === 'not-in-backend') {
        // The registry marks what no backend implements as our own shape (§17.1).
        expect(endpointByPath.get(path)?.origin, path).toBe('ours');
      } else {
        expect(Number.isInteger(reason.issue) && reason.issue > 18, path).toBe(true);
      }
    }
  });

  it("names only mounted endpoints in the reply sweep's tables", () => {
    const stale = [...Object.keys(SAMPLE_CALLS), ...Object.keys(WRITES)].filter(
      (path) => !mountedPaths.has(path),
    );
    expect(stale).toEqual([]);
  });

  it.each(NOT_USER_FACING)(
    'does not serve %s, which is not user-facing (loud 404)',
    async (path) => {
      for (const res of [
        await request(server.app).get(path),
        await request(server.app).post(path),
      ]) {
        expect(res.status, path).toBe(404);
      }
    },
  );
});
