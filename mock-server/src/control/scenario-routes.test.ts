// Scenarios saved, loaded with frames and capsules, and the running world read back as one: what
// the harness's "open scenario" and "save as scenario" buttons rely on.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { REFERENCE_DATE } from '../../../fixtures/src/random';
import { createMockServer } from '../create-app';
import { fakeClock } from '../testing';

const server = (scenarioDir = mkdtempSync(join(tmpdir(), 'scenarios-'))) => {
  const clock = fakeClock(REFERENCE_DATE);
  const mock = createMockServer({
    now: clock.now,
    log: () => {},
    isControlOpenForInProcessTests: true,
    scenarioDir,
  });
  return { ...mock, clock, scenarioDir };
};

const put = (app: ReturnType<typeof server>['app'], path: string, body: object) =>
  request(app).put(`/__harness${path}`).set('Content-Type', 'application/json').send(body);

const SAVED = {
  description: 'A visitor and the trader side by side, lunch break',
  user: '13800000007',
  clock: { at: '2026-11-03 12:10:00', frozen: true },
  frames: [{ language: 'en', route: '/warehouse' }, { user: null }],
};

describe('saving a scenario (PUT /__harness/scenarios/:name)', () => {
  it('writes pretty JSON into the save folder; it is then listed and loads with its frames', async () => {
    const mock = server();
    const saved = await put(mock.app, '/scenarios/side-by-side', SAVED);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const file = join(mock.scenarioDir, 'side-by-side.json');
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(SAVED, null, 2)}\n`);

    const list = (await request(mock.app).get('/__harness/scenarios')).body as {
      scenarios: { name: string }[];
    };
    expect(list.scenarios.map((s) => s.name)).toContain('side-by-side');
    expect(list.scenarios.map((s) => s.name)).toContain('market-open');

    const loaded = await request(mock.app).post('/__harness/scenarios/side-by-side').send({});
    expect(loaded.body).toMatchObject({
      loaded: 'side-by-side',
      user: '13800000007',
      frames: [
        { language: 'en', route: '/warehouse', user: '13800000007', theme: 'red' },
        { language: 'zh-CN', route: '/home', user: null, device: 'iphone-se' },
      ],
      clock: { isFrozen: true },
    });
    // The load is on the request timeline.
    const journal = (await request(mock.app).get('/__harness/journal')).body as unknown;
    expect(JSON.stringify(journal)).toContain('scenario side-by-side loaded');
  });

  it('refuses an existing name unless ?replace=1, a bad name and a bad body', async () => {
    const mock = server();
    expect((await put(mock.app, '/scenarios/market-open', SAVED)).status).toBe(409);
    expect((await put(mock.app, '/scenarios/mine', SAVED)).status).toBe(201);
    expect((await put(mock.app, '/scenarios/mine', SAVED)).status).toBe(409);
    const changed = { ...SAVED, description: 'changed' };
    expect((await put(mock.app, '/scenarios/mine?replace=1', changed)).status).toBe(201);
    expect(readFileSync(join(mock.scenarioDir, 'mine.json'), 'utf8')).toContain('changed');
    expect((await put(mock.app, '/scenarios/Bad_Name', SAVED)).status).toBe(400);
    const bad = await put(mock.app, '/scenarios/other', {
      description: 'x',
      tradingHours: 'later',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain('tradingHours');
    expect(existsSync(join(mock.scenarioDir, 'other.json'))).toBe(false);
  });
});

describe('the world in scenario form (GET /__harness/scenario-snapshot)', () => {
  it('restores clock, switches, faults, config mode and a changed user on another server', async () => {
    const first = server();
    await request(first.app).post('/__harness/scenarios/flaky-positions').send({});
    await put(first.app, '/trading-hours', { mode: 'open' });
    await put(first.app, '/config-docs', { mode: 'slow', delayMs: 500 });
    first.store.tables.users.update(7, { nickName: 'snapshot-trader' });
    const snap = await request(first.app).get('/__harness/scenario-snapshot?users=13800000007');
    expect(snap.status, JSON.stringify(snap.body)).toBe(200);
    const body = snap.body as { clock: { at: string }; faults: { kind: string; times?: number }[] };
    expect(body.clock.at).toMatch(/^2026-11-03 10:15:\d\d$/);
    expect(body.faults.find((f) => f.kind === 'reset')?.times).toBe(2);

    const second = server();
    const description = 'restored from a snapshot';
    expect((await put(second.app, '/scenarios/restored', { ...body, description })).status).toBe(
      201,
    );
    await request(second.app).post('/__harness/scenarios/restored').send({});
    expect(second.store.tables.users.first('phone', '13800000007')?.nickName).toBe(
      'snapshot-trader',
    );
    expect(second.store.control.tradingHours).toBe('open');
    expect((await request(second.app).get('/__harness/config-docs')).body).toEqual({
      mode: 'slow',
      delayMs: 500,
    });
    const faults = (await request(second.app).get('/__harness/faults')).body as {
      rules: { kind: string }[];
    };
    expect(faults.rules.map((r) => r.kind)).toEqual(['reset']);
  });

  it('names an unknown user and a malformed phone', async () => {
    const mock = server();
    expect(
      (await request(mock.app).get('/__harness/scenario-snapshot?users=13899999999')).status,
    ).toBe(404);
    expect((await request(mock.app).get('/__harness/scenario-snapshot?users=12')).status).toBe(400);
  });
});

describe('capsules in a scenario', () => {
  it('are imported after the overrides; a broken one is named by its index', async () => {
    const mock = server();
    mock.store.tables.users.update(1, { nickName: 'from-capsule' });
    const capsule = (await request(mock.app).get('/__harness/capsules/13800000001')).body as object;
    const scenario = { description: 'a capsule', capsules: [capsule] };
    await put(mock.app, '/scenarios/with-capsule', scenario);
    await request(mock.app).post('/__harness/state/reset').send({});
    await request(mock.app).post('/__harness/scenarios/with-capsule').send({});
    expect(mock.store.tables.users.first('phone', '13800000001')?.nickName).toBe('from-capsule');

    await put(mock.app, '/scenarios/broken-capsule', { description: 'x', capsules: [capsule, {}] });
    const broken = await request(mock.app).post('/__harness/scenarios/broken-capsule').send({});
    expect(broken.status).toBe(400);
    expect((broken.body as { error: string }).error).toContain('capsules[1]');
  });
});
