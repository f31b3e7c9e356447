// Where scenario files live: fixtures/scenarios/ in the repository, plus an optional folder of the
// mock's own (`--scenario-dir DIR`) that saving writes to and listing and reading also read, so
// tests and QA sessions save scenarios without writing into the repository. A name in the extra
// folder hides the repository's file of the same name.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { zodError } from './operations';
import { scenarioSchema, type Scenario } from './scenarios';

export const SCENARIO_DIR = fileURLToPath(new URL('../../../fixtures/scenarios/', import.meta.url));

export const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]*$/;

export type ScenarioLoad =
  { ok: true; scenario: Scenario } | { ok: false; status: 400 | 404; error: string };

export type ScenarioSave =
  { ok: true; name: string; file: string } | { ok: false; status: 400 | 409; error: string };

const namesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => basename(f, '.json'))
    : [];

export const listScenarioNames = (dir = SCENARIO_DIR): string[] => namesIn(dir).sort();

export const readScenario = (name: string, dir = SCENARIO_DIR): ScenarioLoad => {
  if (!SCENARIO_NAME.test(name))
    return { ok: false, status: 400, error: `bad scenario name ${name}` };
  if (!namesIn(dir).includes(name)) return { ok: false, status: 404, error: `no scenario ${name}` };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
  } catch (e) {
    return { ok: false, status: 400, error: `${name}.json: ${String(e)}` };
  }
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, status: 400, error: `${name}.json: ${zodError(parsed.error)}` };
  return { ok: true, scenario: { ...parsed.data, name } };
};

export interface ScenarioLibrary {
  /** The folder saving writes to. */
  saveDir: string;
  list(): string[];
  read(name: string): ScenarioLoad;
  save(name: string, body: unknown, options?: { replace?: boolean }): ScenarioSave;
}

/** The repository's scenarios, and `extraDir`'s (where saving then writes) when given. */
export const scenarioLibrary = (extraDir?: string, baseDir = SCENARIO_DIR): ScenarioLibrary => {
  const dirs = extraDir ? [extraDir, baseDir] : [baseDir];
  const dirOf = (name: string) => dirs.find((dir) => namesIn(dir).includes(name));
  return {
    saveDir: dirs[0] ?? baseDir,
    list: () => [...new Set(dirs.flatMap(namesIn))].sort(),
    read: (name) => {
      const dir = SCENARIO_NAME.test(name) ? dirOf(name) : undefined;
      return readScenario(name, dir ?? baseDir);
    },
    save: (name, body, { replace = false } = {}) => {
      if (!SCENARIO_NAME.test(name))
        return { ok: false, status: 400, error: `bad scenario name ${name}: a-z, 0-9 and -` };
      const parsed = scenarioSchema.safeParse(body);
      if (!parsed.success) return { ok: false, status: 400, error: zodError(parsed.error) };
      if (!replace && dirOf(name) !== undefined)
        return {
          ok: false,
          status: 409,
          error: `scenario ${name} exists (?replace=1 replaces it)`,
        };
      const saveDir = dirs[0] ?? baseDir;
      mkdirSync(saveDir, { recursive: true });
      const file = join(saveDir, `${name}.json`);
      // The body as sent (not the parsed one): defaults stay out of the file, as a person writes it.
      writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
      return { ok: true, name, file };
    },
  };
};
