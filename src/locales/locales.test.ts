// Every key exists in every language, with text (developers' guide: all 5 languages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const dir = join(process.cwd(), 'src/locales');
const languages = ['zh-CN', 'en', 'tww', 'tg', 'yn'];

const flatten = (obj: unknown, prefix = ''): Record<string, unknown> =>
  Object.entries(obj as Record<string, unknown>).reduce<Record<string, unknown>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(acc, flatten(v, key));
    else acc[key] = v;
    return acc;
  }, {});

const load = (lng: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')));

const namespaces = readdirSync(join(dir, 'zh-CN'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('locales', () => {
  it('has exactly the five languages', () => {
    const found = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(found.sort()).toEqual([...languages].sort());
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const source = load('zh-CN', ns);
    it.each(languages)('%s has every key, no extra key and no empty text', (lng) => {
      const target = load(lng, ns);
      expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
      for (const [key, value] of Object.entries(target)) {
        expect(typeof value, `${lng}/${ns}:${key}`).toBe('string');
        expect((value as string).trim(), `${lng}/${ns}:${key}`).not.toBe('');
      }
    });
    it.each(languages)('%s keeps the interpolation placeholders of the source', (lng) => {
      const target = load(lng, ns);
      for (const [key, value] of Object.entries(source)) {
        const wanted =
          String(value)
            .match(/\{\{\s*\w+\s*\}\}/g)
            ?.sort() ?? [];
        const got =
          String(target[key])
            .match(/\{\{\s*\w+\s*\}\}/g)
            ?.sort() ?? [];
        expect(got, `${lng}/${ns}:${key}`).toEqual(wanted);
      }
    });
  });

  it('the startup failure text is the one product-spec §4 quotes', () => {
    expect(load('zh-CN', 'common')['startup.cannotConnect']).toBe(
      '已无法连接到服务器，请检查您的网络并重试',
    );
  });
});
