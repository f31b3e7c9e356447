// Prints one closing line for the whole test run, "N passed, N failed", from the JSON reports of
// Vitest, Playwright and the fresh-start step (its own Playwright config; CI reads that line).
import { existsSync, readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
interface PlaywrightSuite {
  specs?: { tests: { annotations?: { type: string; description?: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const read = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

const vitest = read<VitestJson>('test-results/vitest.json');
const pw = read<PlaywrightJson>('test-results/playwright.json');
const freshStart = read<PlaywrightJson & { suites: PlaywrightSuite[] }>(
  'test-results/fresh-start.json',
);

/** Each fresh start's seconds to /home data in the harness frame (tests/fresh-start). */
const timesToData = (suites: PlaywrightSuite[]): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((t) =>
        (t.annotations ?? [])
          .filter((a) => a.type === 'time-to-data')
          .map((a) => `${Math.round(Number(a.description))} s`),
      ),
    ),
    ...timesToData(suite.suites ?? []),
  ]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests ?? 0;
  console.log(`unit: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  console.log(`e2e: ${pw.stats.expected + pw.stats.flaky} passed, ${pw.stats.unexpected} failed`);
}
if (freshStart) {
  const { stats } = freshStart;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const times = timesToData(freshStart.suites);
  console.log(
    `fresh start: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed` +
      (times.length > 0 ? ` (/home data after ${times.join(', ')})` : ''),
  );
}
if (!vitest && !pw && !freshStart) {
  console.error('no test reports found in test-results/');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
