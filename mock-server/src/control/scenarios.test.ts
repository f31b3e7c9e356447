// Every scenario file loads; loading puts the world, clock, switches and faults where the file
// says, from a fresh fixture world each time; a broken scenario is refused with its reason.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { createMockServer } from '../create-app';
import { ledgerMismatches } from '../store/ledger';
import { loginAs, testServer } from '../testing';

import { FAULT_KINDS } from './faults';
import { listScenarioNames, readScenario } from './scenario-library';

interface ListedScenario {
  name: string;
  description: string;
  user: string | null;
  frames: { user: string | null; route: string; language: string }[];
}

describe('scenario files', () => {
  it.each(listScenarioNames())('%s is valid and loads', async (name) => {
    const read = readScenario(name);
    expect(read.ok, read.ok ? '' : read.error).toBe(true);
    const server = testServer();
    const res = await request(server.app).post(`/__harness/scenarios/${name}`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ledgerMismatches(server.store)).toEqual([]);
  });

  it('the listing names each scenario with its description, user and frames', async () => {
    const res = await request(testServer().app).get('/__harness/scenarios');
    const list = (res.body as { scenarios: ListedScenario[] }).scenarios;
    expect(list.map((s) => s.name)).toEqual(listScenarioNames());
    expect(list.every((s) => s.description.length > 10)).toBe(true);
    expect(list.every((s) => s.frames.length > 0)).toBe(true);
    // A frame without a user takes the scenario's.
    const lowBalance = list.find((s) => s.name === 'low-balance-trader');
    expect(lowBalance?.frames[0]?.user).toBe('13800000001');
  });
});

describe('loading a scenario', () => {
  it('starts from a fresh world: earlier changes and sessions are gone', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    server.store.tables.users.update(1, { nickName: 'changed' });
    await request(server.app).post('/__harness/scenarios/market-open').send({});
    expect(server.store.tables.users.get(1)?.nickName).not.toBe('changed');
    const res = await request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token);
    expect(res.body).toMatchObject({ success: false });
  });

  it('sets clock and switches: the weekend scenario is frozen and closed', async () => {
    const server = testServer();
    await request(server.app).post('/__harness/scenarios/market-closed-weekend').send({});
    const clock = (await request(server.app).get('/__harness/clock')).body as Record<
      string,
      unknown
    >;
    expect(clock).toMatchObject({
      beijing: '2026-11-07 10:30:00',
      isFrozen: true,
      aShares: { isOpen: false, reason: 'weekend' },
    });
  });

  it('applies overrides (balances through the ledger) and faults', async () => {
    const server = testServer();
    await request(server.app).post('/__harness/scenarios/low-balance-trader').send({});
    expect(server.store.tables.users.get(1)?.enableAmt).toBe(150);
    expect(ledgerMismatches(server.store)).toEqual([]);

    await request(server.app).post('/__harness/scenarios/flaky-positions').send({});
    const faults = (await request(server.app).get('/__harness/faults')).body as unknown[];
    expect(JSON.stringify(faults)).toContain('/user/position/list.do');
  });

  it('the holiday scenario closes trading on a weekday', async () => {
    const server = testServer();
    await request(server.app).post('/__harness/scenarios/holiday').send({});
    const clock = (await request(server.app).get('/__harness/clock')).body as Record<
      string,
      unknown
    >;
    expect(clock).toMatchObject({ aShares: { isOpen: false, reason: 'holiday' } });
  });

  it('unknown and malformed names are refused', async () => {
    const server = testServer();
    expect((await request(server.app).post('/__harness/scenarios/nope').send({})).status).toBe(404);
    expect((await request(server.app).post('/__harness/scenarios/..%2Fdb').send({})).status).toBe(
      400,
    );
  });

  it('a broken file is reported with its reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ description: 'x', clock: { at: 'soon' } }),
    );
    const read = readScenario('bad', dir);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain('clock.at');
  });

  it('the server can start in a scenario (npm run mock -- --scenario NAME)', async () => {
    const server = createMockServer({
      scenario: 'lunch-break',
      now: () => Date.parse('2030-01-01T00:00:00Z'),
      log: () => {},
    });
    const clock = (
      await request(server.app)
        .get('/__harness/clock')
        .set('x-harness-token', server.controlToken ?? '')
    ).body as Record<string, unknown>;
    expect(clock).toMatchObject({ beijing: '2026-11-03 12:10:00', isFrozen: true });
    expect(() => createMockServer({ scenario: 'nope', log: () => {} })).toThrow(/no scenario/);
  });
});

describe('what the scenario files cover (issue 23)', () => {
  const all = listScenarioNames().map((name) => {
    const read = readScenario(name);
    if (!read.ok) throw new Error(read.error);
    return read.scenario;
  });

  it('every named fixture user is some scenario’s user', () => {
    const users = new Set(all.map((s) => s.user));
    for (const { phone } of Object.values(NAMED_USERS)) expect(users, phone).toContain(phone);
  });

  it('each fault kind, both config failures and a session expiry', () => {
    const kinds = new Set(all.flatMap((s) => s.faults.map((f) => (f as { kind: string }).kind)));
    expect([...kinds].sort()).toEqual([...FAULT_KINDS].sort());
    const modes = all.map((s) => (s.configDocs as { mode?: string } | undefined)?.mode);
    expect(modes).toEqual(expect.arrayContaining(['primary-fails', 'both-fail']));
    expect(all.some((s) => s.sessionTtlMs !== undefined)).toBe(true);
  });

  it('every trading phase, as the mock clock judges it', async () => {
    const phases = new Set<string>();
    const server = testServer();
    for (const { name } of all) {
      await request(server.app).post(`/__harness/scenarios/${name}`).send({});
      const clock = (await request(server.app).get('/__harness/clock')).body as {
        phases: { aShares: string };
        aShares: { reason?: string };
      };
      phases.add(clock.aShares.reason === 'holiday' ? 'holiday' : clock.phases.aShares);
    }
    for (const phase of ['pre-open', 'auction', 'open', 'lunch', 'closed', 'weekend', 'holiday'])
      expect(phases, phase).toContain(phase);
  });
});
