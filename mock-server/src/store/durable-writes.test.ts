// Issue 17 finding 2: a transfer answered as done survives `kill -9`. The real server runs as a
// child process with a state folder; workers move money between the financing and index accounts
// with an amount unique in the round, so every row on disk names the request that wrote it. The
// server is killed without warning at a random moment, restarted, and what it recovered is checked
// against what it had answered: none lost, none applied twice, balances equal to the ledger.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const CONTROL_TOKEN = `durable-writes-${process.pid}`;
const PHONE = '13800000001'; // the named "verified" user: ¥200,000 financing, ¥50,000 index
const PASSWORD = 'trade123';
const ROUNDS = 5;
const WORKERS = 12;
const MIN_ACKED = 30;
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const DONE = '转账成功';

interface Server {
  child: ChildProcess;
  base: string;
}

const start = async (dir: string): Promise<Server> => {
  for (let attempt = 0; ; attempt++) {
    const port = 24_000 + Math.floor(Math.random() * 1_000);
    const child = spawn(
      process.execPath,
      [
        ...['--import', 'tsx', MAIN, '--port', String(port), '--data', dir],
        ...['--quiet', '--control-token', CONTROL_TOKEN],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const isUp = await new Promise<boolean>((ok, fail) => {
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) ok(true);
      });
      child.on('exit', (code) => {
        if (errors.includes('already in use') && attempt < 3) ok(false);
        else fail(new Error(`mock exited early (${code}): ${errors}`));
      });
    });
    if (isUp) return { child, base: `http://127.0.0.1:${port}` };
  }
};

const kill = async ({ child }: Server): Promise<void> => {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise((ok) => child.once('exit', ok));
  }
};

const control = async <T>(server: Server, path: string): Promise<T> => {
  const res = await fetch(`${server.base}${path}`, {
    headers: { 'x-harness-token': CONTROL_TOKEN },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
};

const login = async (server: Server): Promise<string> => {
  const res = await fetch(`${server.base}/api/user/login.do`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ phone: PHONE, userPwd: PASSWORD }).toString(),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
};

interface TransLog {
  id: number;
  userId: number;
  amtFrom: string;
  transAmt: number;
}

interface World {
  userId: number;
  enableAmt: number;
  enableIndexAmt: number;
  logs: TransLog[];
  mismatches: unknown[];
}

const read = async (server: Server): Promise<World> => {
  const users = await control<
    { id: number; phone: string; enableAmt: number; enableIndexAmt: number }[]
  >(server, '/__db/users');
  const user = users.find((u) => u.phone === PHONE);
  if (!user) throw new Error('no verified user');
  const logs = await control<TransLog[]>(server, '/__db/siteAmtTransLogs');
  const ledger = await control<{ mismatches: unknown[] }>(server, '/__harness/ledger');
  return {
    userId: user.id,
    enableAmt: user.enableAmt,
    enableIndexAmt: user.enableIndexAmt,
    logs: logs.filter((l) => l.userId === user.id),
    mismatches: ledger.mismatches,
  };
};

/** `type:amount` of a transfer row (type 1 financing → index, 2 back). */
const keyOf = (log: TransLog) => `${log.amtFrom === '融资' ? 1 : 2}:${log.transAmt}`;

interface Round {
  acked: Set<string>;
  sent: Set<string>;
}

/** Workers send transfer pairs (¥n out, ¥n back) until the server dies under them. */
const drive = (
  server: Server,
  token: string,
): { round: Round; warm: Promise<void>; stop: () => Promise<void> } => {
  const round: Round = { acked: new Set(), sent: new Set() };
  let isWarm = () => {};
  const warm = new Promise<void>((ok) => (isWarm = ok));
  let next = 0;
  let isStopped = false;
  const transfer = async (type: 1 | 2, amt: number): Promise<boolean> => {
    const key = `${type}:${amt}`;
    round.sent.add(key);
    const res = await fetch(`${server.base}/user/transAmt.do`, {
      method: 'POST',
      headers: { ...FORM, USERTOKEN: token },
      body: new URLSearchParams({ type: String(type), amt: String(amt) }).toString(),
    });
    const body = (await res.json()) as { status: number; msg: string };
    if (body.status !== 0 || body.msg !== DONE) throw new Error(`refused: ${JSON.stringify(body)}`);
    round.acked.add(key);
    if (round.acked.size >= MIN_ACKED) isWarm();
    return true;
  };
  const worker = async () => {
    while (!isStopped) {
      const amt = ++next;
      await transfer(1, amt);
      await transfer(2, amt);
    }
  };
  // A worker ends when its request fails (the kill); anything else is a test failure.
  const workers = Array.from({ length: WORKERS }, () =>
    worker().catch((e: unknown) => {
      if (!(e instanceof TypeError)) throw e; // fetch's "fetch failed" on a dropped socket
    }),
  );
  return {
    round,
    warm,
    stop: async () => {
      isStopped = true;
      await Promise.all(workers);
    },
  };
};

describe('durable writes', () => {
  it(
    'no transfer answered as done is lost to kill -9, none is applied twice',
    { timeout: 90_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mock-durable-'));
      try {
        let server = await start(dir);
        const first = await read(server);
        let known = new Set(first.logs.map((l) => l.id));
        const opening = first.enableAmt;
        const report: string[] = [];
        let lostTotal = 0;
        let ackedTotal = 0;
        for (let r = 0; r < ROUNDS; r++) {
          const token = await login(server);
          const { round, warm, stop } = drive(server, token);
          // Some writes answered first (however loaded the machine), then a random moment.
          await warm;
          await new Promise((ok) => setTimeout(ok, Math.random() * 1_000));
          await kill(server);
          await stop();
          server = await start(dir);
          const world = await read(server);

          const ids = new Set(world.logs.map((l) => l.id));
          const gone = [...known].filter((id) => !ids.has(id));
          expect(gone, `round ${r + 1}: rows of earlier rounds gone`).toEqual([]);
          const fresh = world.logs.filter((l) => !known.has(l.id));
          const keys = fresh.map(keyOf);
          const lost = [...round.acked].filter((k) => !keys.includes(k));
          const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
          const phantom = keys.filter((k) => !round.sent.has(k));
          lostTotal += lost.length;
          ackedTotal += round.acked.size;
          report.push(
            `round ${r + 1}: ${round.acked.size} acked, ${keys.length} on disk, ${lost.length} lost`,
          );
          expect.soft(lost, `round ${r + 1}: acknowledged but lost`).toEqual([]);
          expect(twice, `round ${r + 1}: applied twice`).toEqual([]);
          expect(phantom, `round ${r + 1}: never sent`).toEqual([]);
          expect(world.mismatches, `round ${r + 1}: balances vs ledger`).toEqual([]);
          known = ids;

          // Financing balance = opening − what went out + what came back, row for row.
          const firstIds = new Set(first.logs.map((l) => l.id));
          const net = world.logs
            .filter((l) => !firstIds.has(l.id))
            .reduce((sum, l) => sum + (l.amtFrom === '融资' ? -l.transAmt : l.transAmt), 0);
          expect(world.enableAmt, `round ${r + 1}: financing balance`).toBeCloseTo(
            opening + net,
            2,
          );
        }
        await kill(server);
        console.log(`${report.join('\n')}\ntotal: ${ackedTotal} acked, ${lostTotal} lost`);
        expect(ackedTotal).toBeGreaterThanOrEqual(ROUNDS * MIN_ACKED);
        expect(lostTotal).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
