// Names a V8 profile's frames after the app's own source when the build was made with
// `--sourcemap` (`vite build --sourcemap`): "useCloseFacts src/features/…/use-close-facts.ts:34"
// in place of a minified "Xd Dv0FTFKa.js:8". Builds without maps keep the minified names.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface SourceFrame {
  /** The frame's label: the function's name and where it is. */
  name: string;
  /** The source file (an npm package's name for library code), or the chunk without a map. */
  file: string;
}

/** `node_modules/.pnpm/…/react-dom/cjs/x.js` → `react-dom`; app files keep their path from src/. */
const shortSource = (source: string): string => {
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (lib) return lib[1]!;
  const app = source.indexOf('src/');
  return app >= 0 ? source.slice(app) : source.replace(/^(\.\.\/)+/, '');
};

export const sourceNamer = (dist: string) => {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (chunk: string): TraceMap | null => {
    if (!maps.has(chunk)) {
      const file = join(dist, 'assets', `${chunk}.map`);
      maps.set(chunk, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(chunk)!;
  };
  /** `line` and `column` are the profile's (0-based). */
  return (functionName: string, url: string, line: number, column: number): SourceFrame => {
    const chunk = (url ?? '').split('/').pop() ?? '';
    const minified = {
      name: `${functionName || '(anon)'} ${chunk}:${line + 1}`.trim(),
      file: chunk,
    };
    if (!chunk) return { name: minified.name, file: '(native)' };
    const map = mapOf(chunk);
    if (!map) return minified;
    const at = originalPositionFor(map, { line: line + 1, column: Math.max(0, column) });
    if (!at.source) return minified;
    const file = shortSource(at.source);
    return { name: `${at.name ?? functionName ?? '(anon)'} ${file}:${at.line}`, file };
  };
};
