// State survives a restart; a save is atomic, so a kill in the middle of writing never leaves a
// file that cannot be loaded; an unreadable file is set aside, not loaded. A reply that changed
// state leaves only once the write-ahead log holds the change (ADR 0019): a server abandoned
// without closing (what a crash leaves) is recovered in full by the next; a torn last frame is
// dropped; the log is folded into the snapshot as it grows and on close.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createClock } from '../clock';
import { createMockServer } from '../create-app';
import { loginAs } from '../testing';

import { ledgerMismatches } from './ledger';
import { attachPersistence, loadSavedState, STATE_FILE } from './persistence';
import { applyState } from './state-io';
import { createStore } from './store';
import { encodeFrame, logGenerations, logName } from './wal-file';

const tempDir = () => mkdtempSync(join(tmpdir(), 'mock-state-'));
const quiet = () => {};

type Server = ReturnType<typeof createMockServer>;

/** ¥amt from the financing to the index account (type 1) or back (2); true when answered done. */
const transfer = async (server: Server, token: string, type: 1 | 2, amt: number) => {
  const res = await request(server.app)
    .post('/user/transAmt.do')
    .set('USERTOKEN', token)
    .type('form')
    .send({ type, amt });
  return (res.body as { status: number }).status === 0;
};

const indexAmt = (server: Server) => server.store.tables.users.get(1)?.enableIndexAmt;

describe('persistence', () => {
  it('a restart continues with the saved users, sessions, clock and switches', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    const token = await loginAs(first, 'verified');
    const control = first.controlToken ?? '';
    await request(first.app)
      .put('/__harness/trading-hours')
      .set('x-harness-token', control)
      .send({ mode: 'closed' });
    await request(first.app)
      .put('/__harness/clock')
      .set('x-harness-token', control)
      .send({ at: '2026-11-03 10:00:00', frozen: true });
    first.store.tables.users.update(1, { enableAmt: 4242.42 });
    first.store.changed();
    await first.close();

    const second = createMockServer({ dataDir: dir, log: quiet });
    expect(second.store.tables.users.get(1)?.enableAmt).toBe(4242.42);
    expect(second.store.db.siteLoginLogs).toHaveLength(1);
    expect(second.store.control.tradingHours).toBe('closed');
    const clock = await request(second.app)
      .get('/__harness/clock')
      .set('x-harness-token', second.controlToken ?? '');
    expect(clock.body).toMatchObject({
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

  it('a saved state made from other fixtures loads, and the start says how to pick them up', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    first.store.tables.users.update(1, { enableAmt: 77 });
    first.store.changed();
    await first.close();
    const fromToday: string[] = [];
    const same = createMockServer({ dataDir: dir, log: (l) => fromToday.push(l) });
    await same.close();
    expect(fromToday.join()).not.toContain('fixtures changed');

    // As a state saved before the fixtures gained rows (or before digests) looks on disk.
    const file = join(dir, STATE_FILE);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    delete doc.fixtures;
    writeFileSync(file, JSON.stringify(doc));
    const logged: string[] = [];
    const older = createMockServer({ dataDir: dir, log: (l) => logged.push(l) });
    expect(older.store.tables.users.get(1)?.enableAmt).toBe(77);
    expect(logged.join()).toMatch(/fixtures changed.*--fresh/);
    await older.close();
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

  it('an answered write is on disk: a server abandoned without closing loses none', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    const token = await loginAs(first, 'verified');
    const before = indexAmt(first) ?? 0;
    for (const amt of [1, 2, 3]) expect(await transfer(first, token, 1, amt)).toBe(true);
    // No close, no flush: what a kill -9 leaves behind.
    const second = createMockServer({ dataDir: dir, log: quiet });
    expect(indexAmt(second)).toBe(before + 6);
    expect(second.store.db.siteAmtTransLogs.slice(-3).map((l) => l.transAmt)).toEqual([1, 2, 3]);
    expect(ledgerMismatches(second.store)).toEqual([]);
    // The session the login made is there too.
    expect(await transfer(second, token, 2, 6)).toBe(true);
    await second.close();
  });

  it('replies that change nothing do not wait for the disk; in memory nothing is logged', async () => {
    const dir = tempDir();
    const server = createMockServer({ dataDir: dir, log: quiet });
    const token = await loginAs(server, 'verified');
    const commits = () => readFileSync(join(dir, logName(logGenerations(dir)[0] ?? 0))).length;
    // The first read brings the new-share lifecycle up to today's clock (ADR 0027); then nothing.
    await request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token);
    const logged = commits();
    await request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token);
    await request(server.app).get('/api/stock/getStock.do?pageNum=1&pageSize=15');
    expect(commits()).toBe(logged);
    const memory = createMockServer({ log: quiet });
    expect(memory.store.writes.record).toBeUndefined();
    expect(memory.persistence).toBeUndefined();
  });

  it('a torn last write (crash mid-append) is dropped and the rest recovered', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    const token = await loginAs(first, 'verified');
    const before = indexAmt(first) ?? 0;
    expect(await transfer(first, token, 1, 5)).toBe(true);
    const [generation] = logGenerations(dir);
    const log = join(dir, logName(generation ?? 0));
    // A frame whose checksum is wrong, then one cut short after its header.
    const frame = encodeFrame('{"r":[],"m":null}');
    frame.writeUInt32LE(0, 4);
    appendFileSync(log, frame);
    appendFileSync(
      log,
      encodeFrame('{"r":[{"t":"users","u":1,"p":{"enableIndexAmt":0}}]}').subarray(0, 20),
    );
    const logged: string[] = [];
    const second = createMockServer({ dataDir: dir, log: (l) => logged.push(l) });
    expect(indexAmt(second)).toBe(before + 5);
    expect(logged.join('\n')).toContain('incomplete last write');
    expect(ledgerMismatches(second.store)).toEqual([]);
  });

  it('a reset through the control API is logged whole; later writes apply on top', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    let token = await loginAs(first, 'verified');
    const opening = indexAmt(first) ?? 0;
    expect(await transfer(first, token, 1, 7)).toBe(true);
    const reset = await request(first.app)
      .post('/__harness/state/reset')
      .set('x-harness-token', first.controlToken ?? '')
      .set('Content-Type', 'application/json')
      .send({});
    expect(reset.status).toBe(200);
    token = await loginAs(first, 'verified');
    expect(await transfer(first, token, 1, 9)).toBe(true);
    const second = createMockServer({ dataDir: dir, log: quiet });
    expect(indexAmt(second)).toBe(opening + 9);
    expect(ledgerMismatches(second.store)).toEqual([]);
  });

  it('the log is folded into the snapshot as it grows and on close', async () => {
    const dir = tempDir();
    const first = createMockServer({ dataDir: dir, log: quiet });
    const token = await loginAs(first, 'verified');
    const start = logGenerations(dir)[0] ?? 0;
    for (let amt = 1; amt <= 5; amt++) expect(await transfer(first, token, 1, amt)).toBe(true);
    await first.close();
    const saved = loadSavedState(dir, Object.keys(first.store.db), quiet);
    expect(saved?.wal).toBeGreaterThan(start);
    expect(logGenerations(dir).every((g) => g >= (saved?.wal ?? 0))).toBe(true);
    expect(saved?.db.users.find((u) => u.id === 1)?.enableIndexAmt).toBe(indexAmt(first));

    // Past the size limit each group commit starts a new log; nothing is lost on the way.
    const store = createStore({ clock: createClock() });
    const resumed = loadSavedState(dir, Object.keys(store.db), quiet);
    if (resumed) applyState(store, resumed);
    const persistence = attachPersistence(store, dir, { resumed, compactBytes: 1 });
    const generations = new Set<number>();
    for (let i = 0; i < 5; i++) {
      store.tables.users.update(1, { enableIndexAmt: 1000 + i });
      await persistence.flush();
      for (const g of logGenerations(dir)) generations.add(g);
    }
    // At least one fold under way (a second waits while the first is still being written).
    expect(generations.size).toBeGreaterThan(1);
    await persistence.close();
    const again = createMockServer({ dataDir: dir, log: quiet });
    expect(indexAmt(again)).toBe(1004);
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
