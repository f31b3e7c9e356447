// What the scenario tests share: a fake mock (scenario list, load, snapshot, save, login) that
// records what it is sent, and a probe that shows the harness's frames, their loads and notices
// as a person would see them change.
import { useHarness } from '../harness-context';

import type { ScenarioSnapshot } from './scenario-types';

const ROOT = '/__mock/8091';

export const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

export interface FakeScenario {
  name: string;
  description?: string;
  user?: string | null;
  frames?: object[];
  error?: string;
}

export const SNAPSHOT: ScenarioSnapshot = {
  seed: 1,
  clock: { at: '2026-11-18 12:00:00', frozen: true, speed: 1 },
  tradingHours: 'auto',
  sessionTtlMs: 3_600_000,
  faults: [{ scope: { path: '/user/buy.do' }, kind: 'http-500' }],
  configDocs: { mode: 'normal' },
  capsules: [],
};

export const createFakeMock = () => {
  const mock = {
    scenarios: [] as FakeScenario[],
    /** Phones whose login the mock refuses. */
    refusedLogins: [] as string[],
    loads: [] as string[],
    logins: [] as string[],
    snapshots: [] as string[],
    saves: [] as { url: string; body: unknown }[],
    /** Status of a save that is not refused for an existing name (201, or 400 for an invalid one). */
    saveStatus: 201,
    fetch: (url: string, init?: RequestInit): Promise<Response> => {
      const path = url.replace(ROOT, '');
      const method = init?.method ?? 'GET';
      if (path === '/api/user/login.do') {
        const phone = new URLSearchParams(String(init?.body)).get('phone') ?? '';
        mock.logins.push(phone);
        return mock.refusedLogins.includes(phone)
          ? reply({ status: 1, msg: '账号已锁定' })
          : reply({ status: 0, data: { token: `token-${phone}` } });
      }
      if (path === '/__harness/config-docs') return reply({ mode: 'normal', delayMs: 0 });
      if (path === '/__harness/scenarios') return reply({ scenarios: mock.scenarios });
      if (path.startsWith('/__harness/scenario-snapshot')) {
        mock.snapshots.push(new URL(path, 'http://x').searchParams.get('users') ?? '');
        return reply({ ...SNAPSHOT, user: '13800000007' });
      }
      const name = decodeURIComponent(path.replace('/__harness/scenarios/', '').split('?')[0]!);
      const known = mock.scenarios.find((s) => s.name === name);
      if (method === 'POST') {
        mock.loads.push(name);
        if (!known) return reply({ error: `no scenario ${name}` }, 404);
        if (known.error) return reply({ error: known.error }, 400);
        return reply({ loaded: name, user: known.user ?? null, frames: known.frames ?? [] });
      }
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as unknown;
        mock.saves.push({ url: path, body });
        if (known && !path.endsWith('?replace=1'))
          return reply({ error: `scenario ${name} exists` }, 409);
        if (mock.saveStatus !== 201) return reply({ error: 'frames.0.route: bad route' }, 400);
        if (!known) mock.scenarios = [...mock.scenarios, { name, description: 'saved' }];
        return reply({ saved: name, file: `/tmp/${name}.json` }, 201);
      }
      return reply({ error: `unexpected ${method} ${path}` }, 500);
    },
  };
  return mock;
};

/** The harness's frames (id · user · route · language · theme · device), loads and notices. */
export const HarnessProbe = () => {
  const { layout, runs, notices } = useHarness();
  return (
    <div>
      <ul aria-label="frames now">
        {layout.frames.map((f) => (
          <li key={f.id}>
            {[`f${f.id}`, f.user ?? 'visitor', f.route, f.language, f.theme, f.deviceId].join(' ')}
            {f.isLandscape ? ' landscape' : ''} · token {runs[f.id]?.token ?? '(none)'}
          </li>
        ))}
      </ul>
      <ul aria-label="notices">
        {notices.map((n) => (
          <li key={n.id}>{`${n.isError ? 'error: ' : ''}${n.text}`}</li>
        ))}
      </ul>
    </div>
  );
};

export const framesNow = (list: HTMLElement): string[] =>
  Array.from(list.querySelectorAll('li'), (li) => li.textContent ?? '');
