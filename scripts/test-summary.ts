// Prints one closing line for the whole test run, "N passed, N failed", from the JSON reports of
// Vitest and Playwright (CI reads that line).
import { existsSync, readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const read = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

const vitest = read<VitestJson>('test-results/vitest.json');
const pw = read<PlaywrightJson>('test-results/playwright.json');

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
if (!vitest && !pw) {
  console.error('no test reports found in test-results/');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
