// State survives a restart; a save is atomic, so a kill in the middle of writing never leaves a
// file that cannot be loaded; an unreadable file is set aside, not loaded.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createMockServer } from '../create-app';
import { loginAs } from '../testing';

import { loadSavedState, STATE_FILE } from './persistence';

const tempDir = () => mkdtempSync(join(tmpdir(), 'mock-state-'));
const quiet = () => {};

describe('persistence', () => {
  it('a restart continues with the saved users, sessions, clock and switches', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    const token = await loginAs(first, 'verified');
    await request(first.app).put('/__harness/trading-hours').send({ mode: 'closed' });
    await request(first.app)
      .put('/__harness/clock')
      .send({ at: '2026-11-03 10:00:00', frozen: true });
    first.store.tables.users.update(1, { enableAmt: 4242.42 });
    first.store.changed();
    await first.close();

    const second = createMockServer({ dataDir: dir, log: quiet });
    expect(second.store.tables.users.get(1)?.enableAmt).toBe(4242.42);
    expect(second.store.db.siteLoginLogs).toHaveLength(1);
    expect(second.store.control.tradingHours).toBe('closed');
    expect((await request(second.app).get('/__harness/clock')).body).toMatchObject({
      beijing: '2026-11-03 10:00:00',
    });
    const res = await request(second.app).post('/user/getUserInfo.do').set('USERTOKEN', token);
    expect(res.body).toMatchObject({ status: 0 });
    await second.close();
  });

  it('--fresh and another seed start from the fixtures', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    first.store.tables.users.update(1, { enableAmt: 1 });
    first.store.changed();
    await first.close();
    expect(
      createMockServer({ dataDir: dir, isFresh: true, log: quiet }).store.tables.users.get(1)
        ?.enableAmt,
    ).not.toBe(1);
    const logged: string[] = [];
    const other = createMockServer({ dataDir: dir, seed: 7, log: (l) => logged.push(l) });
    expect(other.store.seed).toBe(7);
    expect(logged.join()).toContain('seed');
  });

  it('an unreadable state file is moved aside and the server starts from the fixtures', () => {
    const dir = tempDir();
    writeFileSync(join(dir, STATE_FILE), '{"format":"trader-mock-state","version":1,"db":{"us');
    const logged: string[] = [];
    const server = createMockServer({ dataDir: dir, log: (l) => logged.push(l) });
    expect(server.store.db.users.length).toBeGreaterThan(0);
    expect(readdirSync(dir).some((f) => f.startsWith(`${STATE_FILE}.corrupt-`))).toBe(true);
    expect(logged.join()).toContain('unusable');
  });

  it('debounces: many changes in a burst make one write', async () => {
    const dir = tempDir();
    const server = createMockServer({ dataDir: dir, log: quiet });
    for (let i = 0; i < 50; i++) server.store.changed();
    expect(existsSync(join(dir, STATE_FILE))).toBe(false);
    await server.persistence?.flush();
    expect(existsSync(join(dir, STATE_FILE))).toBe(true);
  });

  it(
    'a kill in the middle of saving never leaves a corrupt file',
    { timeout: 60_000 },
    async () => {
      const dir = tempDir();
      const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
      const tables = Object.keys(createMockServer({ log: quiet }).store.db);
      let lastLogins = 0;
      for (let round = 0; round < 3; round++) {
        const port = 19_300 + round + Math.floor(Math.random() * 500);
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', main, '--port', String(port), '--data', dir, '--quiet'],
          {
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        await new Promise<void>((ok, fail) => {
          child.stdout.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('listening')) ok();
          });
          child.on('exit', (code) => fail(new Error(`mock exited early (${code})`)));
        });
        // Keep it saving (every login writes a row), then kill it without warning mid-stream.
        const base = `http://127.0.0.1:${port}`;
        const deadline = Date.now() + 700 + round * 300;
        while (Date.now() < deadline) {
          await Promise.all(
            Array.from({ length: 5 }, () =>
              fetch(`${base}/api/user/login.do`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                body: 'phone=13800000001&userPwd=trade123',
              }).catch(() => undefined),
            ),
          );
        }
        child.kill('SIGKILL');
        await new Promise((ok) => child.once('close', ok));

        const saved = loadSavedState(dir, tables, quiet);
        expect(saved, `round ${round}: the saved file must load`).toBeDefined();
        const logins = saved?.db.siteLoginLogs?.length ?? 0;
        expect(logins).toBeGreaterThanOrEqual(lastLogins);
        lastLogins = logins;
        expect(JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8'))).toHaveProperty('db');
      }
      expect(lastLogins).toBeGreaterThan(0);
    },
  );
});
