// One Lighthouse 12 run of the performance category (mobile, simulated throttling) in Debian
// Chromium, read back from its JSON report: score, FCP, LCP, TBT, CLS and the machine's CPU index.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';

export const LIGHTHOUSE_CLI = join(process.cwd(), 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

interface LighthouseResult {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  /** Lighthouse's runtime error or first warning, when it had one. */
  problem?: string;
}

export const lighthouseVersion = (): string =>
  (
    JSON.parse(
      readFileSync(join(process.cwd(), 'node_modules/lighthouse/package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;

/** Runs Lighthouse on `url`, writing its report to `outFile`; set LH_SAVE_ASSETS to keep traces. */
export const runLighthouse = async (url: string, outFile: string): Promise<Run> => {
  try {
    await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        ...(process.env.LH_SAVE_ASSETS ? ['--save-assets'] : []),
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (e) {
    // A runtime error still writes a report (with runtimeError); anything else is a failed run.
    if (!existsSync(outFile)) {
      const stderr = String((e as { stderr?: unknown }).stderr ?? '');
      const last = stderr.trim().split('\n').pop();
      throw new Error(last || (e instanceof Error ? e.message.split('\n')[0] : String(e)));
    }
  }
  const lhr = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseResult;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    problem: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : lhr.runWarnings?.[0],
  };
};
