// Money under concurrency (issue 19), against a real mock process: one user fires 200 withdrawals
// and 200 transfers (financing → index) at once, together worth more than the available balance.
// Prints how many were accepted and refused, the lowest balances the ledger and the app saw,
// whether any went below zero, the ledger check (`/__harness/ledger`) and whether each accepted
// request appears exactly once in the records the app reads. Figures only; not a timed test.
//   npx tsx scripts/bench-money.ts [--port 18593]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import Decimal from 'decimal.js';

import { readArgs } from './args';
import { recordFigure } from './bench-figures';

const PORT = readArgs(process.argv.slice(2)).int('port', 18_593);
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = randomBytes(24).toString('hex');
const N = 200;
const USER = { phone: '13800000001', userPwd: 'trade123', withPwd: '123456' };
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

const startMock = (): Promise<ChildProcess> =>
  new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'mock-server/main.ts', '--port', String(PORT), '--no-persist', '--quiet'],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, MOCK_CONTROL_TOKEN: TOKEN } },
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) ok(child);
    });
    child.on('exit', (code) => fail(new Error(`mock server exited (${code})`)));
  });

const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'x-harness-token': TOKEN, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
};

interface Reply<T = unknown> {
  status?: number;
  msg?: string;
  data?: T;
}

const post = async <T>(path: string, fields: Record<string, string>, token?: string) => {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: token ? { ...FORM, USERTOKEN: token } : FORM,
    body: new URLSearchParams(fields).toString(),
  });
  return (await res.json()) as Reply<T>;
};

interface Balances {
  id: number;
  enableAmt: number;
  userAmt: number;
  enableIndexAmt: number;
  userIndexAmt: number;
}
interface LedgerRow {
  field: string;
  balance: number;
  ref: string | null;
}

const tally = (replies: Reply[]) => {
  const refused = new Map<string, number>();
  for (const r of replies) {
    if (r.status !== 0) refused.set(r.msg ?? '?', (refused.get(r.msg ?? '?') ?? 0) + 1);
  }
  return { accepted: replies.filter((r) => r.status === 0).length, refused };
};

const main = async () => {
  const child = await startMock();
  try {
    // Withdrawals only between 9 and 18 o'clock: a Monday at 10:00 Beijing, frozen.
    await control('PUT', '/__harness/clock', { at: '2026-11-02 10:00:00', frozen: true });
    const login = await post<{ token: string }>('/api/user/login.do', USER);
    const token = login.data?.token;
    if (!token) throw new Error(`login failed: ${login.msg}`);
    const info = async () => (await post<Balances>('/user/getUserInfo.do', {}, token)).data;
    const start = await info();
    if (!start) throw new Error('no user info');

    // Distinct amounts, so every accepted request can be found in the records by its amount.
    const withdrawals = Array.from({ length: N }, (_, i) => new Decimal(700).plus(i / 100 + 0.37));
    const transfers = Array.from({ length: N }, (_, i) => 600 + i);
    const asked = withdrawals
      .reduce((a, b) => a.plus(b), new Decimal(0))
      .plus(transfers.reduce((a, b) => a + b, 0));

    // Clients watching the balance while the storm runs (what the app's polls would show).
    let isRunning = true;
    let minSeen = Infinity;
    const watch = (async () => {
      while (isRunning) {
        const seen = await info();
        if (seen) minSeen = Math.min(minSeen, seen.enableAmt, seen.userAmt);
      }
    })();
    const started = performance.now();
    const calls = withdrawals.flatMap((amt, i) => [
      post('/user/withdraw/outMoney.do', { amt: amt.toFixed(2), withPwd: USER.withPwd }, token),
      post('/user/transAmt.do', { amt: String(transfers[i]), type: '1' }, token),
    ]);
    const replies = await Promise.all(calls);
    const ms = performance.now() - started;
    isRunning = false;
    await watch;

    const outReplies = replies.filter((_, i) => i % 2 === 0);
    const transReplies = replies.filter((_, i) => i % 2 === 1);
    const out = tally(outReplies);
    const trans = tally(transReplies);
    const end = await info();
    if (!end) throw new Error('no user info');

    const ledger = await control<LedgerRow[]>('GET', `/__db/ledger?userId=${start.id}`);
    const mismatches = (await control<{ mismatches: unknown[] }>('GET', '/__harness/ledger'))
      .mismatches;
    const mine = ledger.filter(
      (r) => r.ref?.startsWith('withdraw:') || r.ref?.startsWith('transfer:'),
    );
    const minLedger = (field: string) =>
      Math.min(...mine.filter((r) => r.field === field).map((r) => r.balance));
    const belowZero = ledger.filter((r) => r.balance < 0);

    // The records the app reads: withdraw/list.do and cash/list.do, every row.
    type W = { withAmt: number; withStatus: number };
    type C = { deType: string; deAmt: number };
    const wList =
      (await post<{ list: W[] }>('/user/withdraw/list.do', { pageSize: '10000' }, token)).data
        ?.list ?? [];
    const cList =
      (await post<{ list: C[] }>('/user/cash/list.do', { pageSize: '10000' }, token)).data?.list ??
      [];
    const once = (acceptedAmounts: number[], rows: number[]) =>
      acceptedAmounts.every((a) => rows.filter((r) => r === a).length === 1) &&
      rows.length === acceptedAmounts.length;
    const okW = withdrawals.filter((_, i) => outReplies[i]?.status === 0).map((d) => d.toNumber());
    const okT = transfers.filter((_, i) => transReplies[i]?.status === 0);
    const pendingW = wList.filter((w) => w.withStatus === 0).map((w) => w.withAmt);
    const cashW = cList.filter((c) => c.deType === '申请提现').map((c) => -c.deAmt);
    const logs = await control<{ transAmt: number }[]>(
      'GET',
      `/__db/siteAmtTransLogs?userId=${start.id}`,
    );
    const cashT = cList.filter((c) => c.deType === '资金互转').map((c) => -c.deAmt);
    const acceptedSum = new Decimal(okW.reduce((a, b) => a + b, 0)).plus(
      okT.reduce((a, b) => a + b, 0),
    );

    const row = (label: string, value: unknown) =>
      console.log(`${label.padEnd(58)} ${String(value)}`);
    console.log(
      `\nMoney under concurrency: ${N} withdrawals + ${N} transfers at once, one user (${USER.phone})`,
    );
    row('available at start (enableAmt)', new Decimal(start.enableAmt).toFixed(2));
    row('asked in total (withdrawals + transfers)', asked.toFixed(2));
    row('wall time for the 400 requests', `${ms.toFixed(0)} ms`);
    row('withdrawals accepted / refused', `${out.accepted} / ${N - out.accepted}`);
    row('transfers accepted / refused', `${trans.accepted} / ${N - trans.accepted}`);
    for (const [msg, n] of [...out.refused, ...trans.refused]) row(`  refused: ${msg}`, n);
    row('accepted sum', acceptedSum.toFixed(2));
    row(
      'enableAmt at end (start − accepted sum)',
      `${new Decimal(end.enableAmt).toFixed(2)} (${new Decimal(start.enableAmt).minus(acceptedSum).toFixed(2)})`,
    );
    row(
      'lowest enableAmt / userAmt in the ledger during the run',
      `${minLedger('enableAmt')} / ${minLedger('userAmt')}`,
    );
    row('lowest balance the watching client saw (getUserInfo)', minSeen);
    row('ledger rows of this user below zero', belowZero.length);
    row(
      'ledger sum = every balance (/__harness/ledger mismatches)',
      mismatches.length === 0 ? 'yes (0)' : `NO (${mismatches.length})`,
    );
    row('each accepted withdrawal once in withdraw/list.do', once(okW, pendingW) ? 'yes' : 'NO');
    row('each accepted withdrawal once in cash/list.do', once(okW, cashW) ? 'yes' : 'NO');
    row('each accepted transfer once in cash/list.do', once(okT, cashT) ? 'yes' : 'NO');
    // The fixture's own transfers of this user are tens of thousands; this run's are 600–799.
    const newLogs = logs.map((l) => l.transAmt).filter((a) => a >= 600 && a < 600 + N);
    row('each accepted transfer once in the transfer log', once(okT, newLogs) ? 'yes' : 'NO');

    const note = `${N} withdrawals + ${N} transfers at once, one user`;
    const money = (name: string, value: number, unit: string, op: '<=' | '>=', target: number) =>
      recordFigure({ group: 'money', name, value, unit, target: { op, value: target }, note });
    money('ledger rows below zero', belowZero.length, 'rows', '<=', 0);
    money('lowest balance a client saw', minSeen, '¥', '>=', 0);
    money('ledger ≠ balances (mismatches)', mismatches.length, 'count', '<=', 0);
    const lists = [once(okW, pendingW), once(okW, cashW), once(okT, cashT), once(okT, newLogs)];
    money('records missing or doubled', lists.filter((ok) => !ok).length, 'lists', '<=', 0);
    recordFigure({
      group: 'money',
      name: 'wall time for the 400 requests',
      value: Math.round(ms),
      unit: 'ms',
      note: `${out.accepted + trans.accepted} accepted`,
    });
  } finally {
    child.kill('SIGTERM');
  }
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
