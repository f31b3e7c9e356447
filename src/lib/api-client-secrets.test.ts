// No password leaves the app in a URL (issue 17): every endpoint that takes a password-like
// parameter — login, registration, both password changes, the funds password, withdrawals — sends it
// in a POST body, where proxies, server logs and browser history do not keep it.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';

import type { EndpointDef } from '@/api/contracts/endpoint';
import { endpointList } from '@/api/contracts/registry';

import { http, request, setApiBase } from './api-client';

const SECRET_PARAM = /pwd|password/i;

let sent: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  return {
    data: '{"status":1,"msg":"no"}',
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};

beforeEach(() => {
  sent = [];
  http.defaults.adapter = adapter;
  setApiBase('http://api.test');
});

const withSecrets = endpointList.filter((def) =>
  Object.keys(def.params.shape).some((name) => SECRET_PARAM.test(name)),
);

/** The full address axios would request: base, path and query string. */
const urlOf = (config: InternalAxiosRequestConfig): string =>
  http.getUri({ ...config, baseURL: config.baseURL ?? '' });

describe('passwords in requests', () => {
  it('covers the password endpoints', () => {
    expect(withSecrets.map((d) => d.path)).toEqual(
      expect.arrayContaining([
        '/api/user/login.do',
        '/api/user/updatePwd.do',
        '/user/updatePwd.do',
        '/user/insertWithPwd.do',
      ]),
    );
  });

  it.each(withSecrets.map((d) => [d.path, d] as const))(
    '%s carries its passwords in the body, never in the URL',
    async (_path, def: EndpointDef) => {
      const params = Object.fromEntries(
        Object.keys(def.params.shape).map((name, i) => [name, `secret${i}x${name}`]),
      );
      await request(def, params as never, { alert: 'none' }).catch(() => undefined);
      const config = sent[0]!;
      const url = urlOf(config);
      expect(config.method).toBe('post');
      for (const [name, value] of Object.entries(params)) {
        if (!SECRET_PARAM.test(name)) continue;
        expect(url).not.toContain(value);
        expect(String(config.data)).toContain(`${name}=${value}`);
      }
    },
  );
});
