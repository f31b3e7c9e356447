// What the in-app benches (scripts/bench-interaction.ts, scripts/bench-soak.ts) share: the
// production build pointed at the bench's own mock, that mock (started with a known control token),
// a logged-in phone-sized Chromium page, and a world where the trader holds many open positions.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import { chromium, type Browser, type BrowserContext } from '@playwright/test';

import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';

export const TRADER = { phone: '13800000007', password: 'trader123' };

/** The app built like the e2e build (scripts/build-e2e.ts), its config documents on `mockPort`. */
export const buildBenchApp = (dist: string, mockPort: number): void => {
  const urls = ['primary', 'secondary'].map((n) => `http://localhost:${mockPort}/config/${n}.json`);
  execSync(`npx vite build --outDir ${dist} --emptyOutDir --logLevel error`, {
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_URLS: urls.join(',') },
  });
};

export interface BenchMock {
  origin: string;
  control: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  stop: () => void;
}

export const startBenchMock = (port: number): Promise<BenchMock> => {
  const token = randomBytes(24).toString('hex');
  const origin = `http://localhost:${port}`;
  // detached: its own process group, ended as one (npx → tsx → node would otherwise outlive it).
  const child: ChildProcess = spawn(
    'npx',
    ['tsx', 'mock-server/main.ts', '--port', String(port), '--no-persist', '--quiet'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
      env: { ...process.env, MOCK_CONTROL_TOKEN: token },
    },
  );
  const stop = () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { 'x-harness-token': token, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`bench mock on ${port} did not start within 60 s`));
    }, 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        ok({ origin, control, stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`bench mock exited (${code})`));
    });
  });
};

export const logIn = async (origin: string, user = TRADER): Promise<string> => {
  const res = await fetch(`${origin}/api/user/login.do`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone: user.phone, userPwd: user.password }).toString(),
  });
  const body = (await res.json()) as { data?: { token?: string }; msg?: string };
  if (!body.data?.token) throw new Error(`bench login failed: ${body.msg}`);
  return body.data.token;
};

type Row = Record<string, unknown>;
interface Capsule {
  rows: Record<string, Row[]>;
}

/**
 * Gives the trader `count` open stock positions, spread over the market's stocks and bought near
 * their current price (copies of one of the trader's own open rows, through a capsule import).
 * The import ends the trader's sessions: log in afterwards.
 */
export const giveOpenPositions = async (mock: BenchMock, count: number): Promise<void> => {
  const capsule = await mock.control<Capsule>('GET', `/__harness/capsules/${TRADER.phone}`);
  const positions = capsule.rows.userPositions ?? [];
  const template = positions.find((p) => p.sellOrderId === null);
  if (!template) throw new Error('the trader has no open position to copy');
  const page = (await (
    await fetch(`${mock.origin}/api/stock/getStock.do?pageNum=1&pageSize=500`)
  ).json()) as { data: { list: Row[] } };
  const stocks = page.data.list;
  const open = Array.from({ length: count }, (_, i): Row => {
    const s = stocks[i % stocks.length]!;
    const price = Number(s.nowPrice) || 10;
    const num = 100 * (1 + (i % 9));
    const value = Math.round(price * num * 100) / 100;
    // The template's fees scaled to the copy's value, so the close preview's fees stay plausible.
    const scale = value / (Number(template.orderTotalPrice) || value);
    const fee = (key: 'orderFee' | 'orderSpread' | 'spreadRatePrice') =>
      Math.round(Number(template[key] ?? 0) * scale * 100) / 100;
    return {
      ...template,
      id: 900_000 + i,
      positionSn: `9${String(i).padStart(17, '0')}`,
      buyOrderId: `8${String(i).padStart(17, '0')}`,
      stockName: s.name,
      stockCode: s.code,
      stockGid: s.gid,
      stockSpell: s.spell,
      buyOrderPrice: price,
      orderNum: num,
      orderTotalPrice: value,
      orderFee: fee('orderFee'),
      orderSpread: fee('orderSpread'),
      spreadRatePrice: fee('spreadRatePrice'),
    };
  });
  capsule.rows.userPositions = [...positions.filter((p) => p.sellOrderId !== null), ...open];
  await mock.control('POST', '/__harness/capsules?clock=0', capsule);
};

/** A phone-sized page (iPhone SE, as the e2e suite's default project) already logged in. */
export const phoneContext = async (
  token: string,
  baseURL: string,
): Promise<{ browser: Browser; context: BrowserContext }> => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...QUIET_CHROMIUM_FLAGS],
  });
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
    baseURL,
  });
  // tsx keeps function names by wrapping them in `__name(…)`, which page functions then call.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  // The app reads its session token from localStorage (as the e2e suite's useToken does).
  await context.addInitScript((t) => {
    const page = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
    page.localStorage.setItem('USERTOKEN', t);
  }, token);
  return { browser, context };
};

export const quantile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};

/** "p50 / p95 / max (n)" in ms. */
export const spread = (xs: readonly number[]): string =>
  xs.length === 0
    ? 'no samples'
    : `p50 ${quantile(xs, 0.5).toFixed(1)} / p95 ${quantile(xs, 0.95).toFixed(1)} / max ` +
      `${Math.max(...xs).toFixed(1)} ms (n = ${xs.length})`;
