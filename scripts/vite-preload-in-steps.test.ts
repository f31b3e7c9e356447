import { describe, expect, it } from 'vitest';

import { createStepAppender, patchPreloadHelper } from './vite-preload-in-steps';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A parent that records what was appended, in order. */
const fakeParent = () => {
  const children: string[] = [];
  const node = { appendChild: (n: Link) => children.push(n.id) };
  return { children, node };
};
interface Link {
  id: string;
}
const link = (id: string): Link => ({ id });

describe("Vite's preload helper, appending in steps (ADR 0041)", () => {
  it('appends a few links at once and the rest a few per task, in order, each settling once in', async () => {
    const parent = fakeParent();
    const append = createStepAppender(4, parent.node);
    const settledWhenIn: boolean[] = [];
    const all = Array.from({ length: 10 }, (_, i) =>
      // The first four are in at once and return nothing to wait for, as Vite's own append.
      Promise.resolve(append(link(`l${i}`))).then(() =>
        settledWhenIn.push(parent.children.includes(`l${i}`)),
      ),
    );
    expect(parent.children).toEqual(['l0', 'l1', 'l2', 'l3']);
    await nextTask();
    expect(parent.children).toHaveLength(8);
    await nextTask();
    expect(parent.children).toEqual(Array.from({ length: 10 }, (_, i) => `l${i}`));
    await Promise.all(all);
    expect(settledWhenIn).toEqual(Array(10).fill(true));
  });

  it('has room again in a later task, and keeps order behind links still queued', async () => {
    const parent = fakeParent();
    const append = createStepAppender(2, parent.node);
    void append(link('a'));
    void append(link('b'));
    void append(link('c')); // queued
    await nextTask();
    expect(parent.children).toEqual(['a', 'b', 'c']);
    await nextTask();
    void append(link('d'));
    void append(link('e'));
    expect(parent.children).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it("routes the helper's one append through the appender, which stands on its own", () => {
    const helper =
      'const p = (link, isCss) => {\n  document.head.appendChild(link);\n  if (isCss) return new Promise(() => {});\n};\nexport { p };';
    const patched = patchPreloadHelper(helper, 3);
    expect(patched).not.toContain('document.head.appendChild(link)');
    expect(patched).toContain(
      'const appended = __appendInSteps(link);\nif (!isCss) return appended;',
    );
    // The injected appender stands on its own: it runs with nothing but a document.
    const parent = fakeParent();
    const prefix = patched.slice(0, patched.indexOf('const p = '));
    const make = new Function('document', `${prefix}\nreturn __appendInSteps;`) as (
      doc: unknown,
    ) => (n: Link) => Promise<void> | undefined;
    const append = make({ head: parent.node });
    void append(link('x'));
    expect(parent.children).toEqual(['x']);
  });

  it("fails the build when Vite's helper no longer appends its links as expected", () => {
    expect(() => patchPreloadHelper('const x = 1;')).toThrow(/appends its links 0 times/);
    expect(() =>
      patchPreloadHelper('document.head.appendChild(link);document.head.appendChild(link);'),
    ).toThrow(/2 times/);
  });
});
