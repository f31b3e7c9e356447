// docs/qa.md's examples are the suite's own: each JSON block is a scenario file as it is, each
// test block is in tests/e2e/qa-examples.spec.ts word for word, and each stays short.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { SCENARIO_DIR } from './scenario-library';

const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

const blocks = (markdown: string, lang: string): string[] =>
  [...markdown.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (m) => m[1] ?? '',
  );

describe('docs/qa.md', () => {
  const doc = read('docs/qa.md');

  it('quotes three scenario files exactly as they are', () => {
    const files = [...doc.matchAll(/`([a-z0-9-]+)\.json`:?/g)].map((m) => m[1]);
    const json = blocks(doc, 'json');
    expect(json).toHaveLength(3);
    for (const [i, block] of json.entries()) {
      const name = files[i];
      expect(readFileSync(`${SCENARIO_DIR}/${name}.json`, 'utf8'), `${name}.json`).toBe(block);
    }
  });

  it('quotes three tests of tests/e2e/qa-examples.spec.ts, each under 20 lines with its file', () => {
    const spec = read('tests/e2e/qa-examples.spec.ts');
    const tests = blocks(doc, 'ts');
    const json = blocks(doc, 'json');
    expect(tests).toHaveLength(3);
    for (const [i, block] of tests.entries()) {
      expect(spec).toContain(block);
      const lines = block.trim().split('\n').length + (json[i] ?? '').trim().split('\n').length;
      expect(lines, block.split('\n')[0]).toBeLessThanOrEqual(20);
    }
  });
});
