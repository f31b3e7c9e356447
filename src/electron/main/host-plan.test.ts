import { describe, expect, it, vi } from 'vitest';

import { appConfigUrls, endpointsOf, harnessPageUrl, HOST_ENV, planHost } from './host-plan';
import { loadExternalAllowList, serviceUrlOf } from './site-info';

describe('what main starts', () => {
  it('starts the mock on 8091, the app and the built harness when launched alone', () => {
    expect(planHost({})).toEqual({
      mock: { kind: 'start', preferredPort: 8091 },
      app: { kind: 'start', preferredPort: 5173 },
      renderer: { kind: 'built' },
      scenario: null,
    });
  });

  it('reuses the mock and app that npm start already runs', () => {
    const plan = planHost({
      [HOST_ENV.mockOrigin]: 'http://localhost:18091/',
      [HOST_ENV.appPort]: '5180',
      [HOST_ENV.rendererUrl]: 'http://localhost:5174/',
    });
    expect(plan.mock).toEqual({ kind: 'reuse', value: 'http://localhost:18091' });
    expect(plan.app).toEqual({ kind: 'reuse', value: 5180 });
    expect(plan.renderer).toEqual({ kind: 'dev-server', url: 'http://localhost:5174' });
  });

  it.each([
    ['a remote mock', 'http://mock.example.com:8091'],
    ['an https lookalike', 'https://localhost.evil.com'],
    ['junk', 'localhost:8091'],
  ])('ignores %s and starts its own', (_why, origin) => {
    expect(planHost({ [HOST_ENV.mockOrigin]: origin }).mock.kind).toBe('start');
  });

  it('ignores an app port that is not a port', () => {
    expect(planHost({ [HOST_ENV.appPort]: '70000' }).app.kind).toBe('start');
    expect(planHost({ [HOST_ENV.appPort]: 'abc' }).app.kind).toBe('start');
  });

  it('honours a preferred mock port', () => {
    expect(planHost({ [HOST_ENV.mockPort]: '9000' }).mock).toEqual({
      kind: 'start',
      preferredPort: 9000,
    });
  });

  it('describes the endpoints the harness asks for', () => {
    expect(endpointsOf('http://localhost:8091', 5173)).toEqual({
      mockOrigin: 'http://localhost:8091',
      appPort: 5173,
      appProtocol: 'http:',
      appPath: '/',
    });
    expect(appConfigUrls('http://localhost:9000')).toBe(
      'http://localhost:9000/config/primary.json,http://localhost:9000/config/secondary.json',
    );
  });
});

describe('the customer-service allow-list', () => {
  const reply = (onlineService: unknown) => ({ status: 0, msg: '', data: { onlineService } });

  it('reads the https link from getInfo.do', () => {
    expect(serviceUrlOf(reply('https://service.example.com/chat?site=jinniu'))).toBe(
      'https://service.example.com/chat?site=jinniu',
    );
  });

  it.each([
    ['an http link', reply('http://service.example.com/')],
    ['a javascript link', reply('javascript:alert(1)')],
    ['no link', reply(null)],
    ['a failed reply', { status: 1, msg: '设置信息info不存在' }],
  ])('yields nothing for %s', (_why, body) => {
    expect(serviceUrlOf(body)).toBeNull();
  });

  it('asks the mock and fails closed when it cannot', async () => {
    const fetchOk = vi.fn(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve(reply('https://s.example/c')) }),
    );
    await expect(loadExternalAllowList('http://localhost:8091', fetchOk)).resolves.toEqual([
      'https://s.example/c',
    ]);
    expect(fetchOk).toHaveBeenCalledWith(
      'http://localhost:8091/api/site/getInfo.do',
      expect.objectContaining({ method: 'POST' }),
    );
    const fetchDown = () => Promise.reject(new Error('ECONNREFUSED'));
    await expect(loadExternalAllowList('http://localhost:8091', fetchDown)).resolves.toEqual([]);
  });
});

describe('a scenario for the harness window', () => {
  it('opens the named scenario and ignores a name the mock would refuse', () => {
    expect(planHost({ [HOST_ENV.scenario]: 'lunch-break' }).scenario).toBe('lunch-break');
    expect(planHost({}).scenario).toBeNull();
    expect(planHost({ [HOST_ENV.scenario]: '../etc/passwd' }).scenario).toBeNull();
    expect(harnessPageUrl('http://127.0.0.1:4000', 'lunch-break')).toBe(
      'http://127.0.0.1:4000/?scenario=lunch-break',
    );
    expect(harnessPageUrl('http://127.0.0.1:4000', null)).toBe('http://127.0.0.1:4000/');
  });
});
