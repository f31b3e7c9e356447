// A clock script fires each step once, in order, when mock time passes it: skipping lunch, speeding
// up, freezing; a jump fires every step it passes; a frozen clock fires nothing until moved; a
// reset or another scenario drops the script.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createClock } from '../clock';
import { formatBeijing, parseBeijing } from '../domain/beijing-time';
import { fakeClock, testServer } from '../testing';

import { ClockScript, clockStep } from './clock-script';
import { scenarioSchema } from './scenarios';

const at = (text: string) => parseBeijing(text) ?? Number.NaN;
const MINUTE = 60_000;

const scripted = (start: string) => {
  const source = fakeClock(at(start));
  const clock = createClock(source.now);
  clock.set(at(start));
  const notes: string[] = [];
  const script = new ClockScript(clock, (note) => notes.push(note));
  const beijing = () => formatBeijing(clock.now());
  return { source, clock, script, notes, beijing };
};

describe('clock script', () => {
  it('skips the lunch break when the clock passes 11:30, and only once', () => {
    const { source, script, notes, beijing } = scripted('2026-11-03 11:29:00');
    script.set([clockStep.parse({ when: '2026-11-03 11:30:00', to: '2026-11-03 13:00:00' })]);
    expect(script.check()).toBe(0);
    source.advance(59_000);
    expect(script.check()).toBe(0);
    expect(beijing()).toBe('2026-11-03 11:29:59');
    source.advance(1_000);
    expect(script.check()).toBe(1);
    expect(beijing()).toBe('2026-11-03 13:00:00');
    expect(notes[0]).toContain('to 2026-11-03 13:00:00');
    source.advance(MINUTE);
    expect(script.check()).toBe(0);
    expect(beijing()).toBe('2026-11-03 13:01:00');
    expect(script.steps()).toEqual([]);
  });

  it('changes speed, then freezes at the close', () => {
    const { source, clock, script, beijing } = scripted('2026-11-03 14:00:00');
    script.set([
      clockStep.parse({ when: '2026-11-03 15:00:00', frozen: true }),
      clockStep.parse({ when: '2026-11-03 14:00:01', speed: 60 }),
    ]);
    source.advance(1_000);
    script.check();
    expect(clock.state().speed).toBe(60);
    source.advance(60_000); // one real minute = one mock hour
    script.check();
    expect(beijing()).toBe('2026-11-03 15:00:01');
    expect(clock.state().isFrozen).toBe(true);
    source.advance(MINUTE);
    expect(beijing()).toBe('2026-11-03 15:00:01');
  });

  it('a jump past several steps fires each of them in order; a frozen clock fires none', () => {
    const { clock, script, notes } = scripted('2026-11-03 09:00:00');
    clock.freeze();
    script.set([
      clockStep.parse({ when: '2026-11-03 10:00:00', speed: 2 }),
      clockStep.parse({ when: '2026-11-03 11:00:00', speed: 5 }),
    ]);
    expect(script.check()).toBe(0);
    clock.set(at('2026-11-03 12:00:00'));
    expect(script.check()).toBe(2);
    expect(notes.map((n) => n.slice(0, 30))).toEqual([
      'clock script at 2026-11-03 10:',
      'clock script at 2026-11-03 11:',
    ]);
    expect(clock.snapshot().speed).toBe(5);
  });

  it('a step must do something', () => {
    expect(clockStep.safeParse({ when: '2026-11-03 10:00:00' }).success).toBe(false);
    expect(clockStep.safeParse({ when: 'noon', speed: 2 }).success).toBe(false);
  });
});

describe('clock script in a scenario', () => {
  it('is loaded with the scenario, runs on the mock clock, and a reset drops it', async () => {
    const server = testServer();
    await request(server.app).post('/__harness/scenarios/lunch-skip').send({});
    const script = server.harness.clockScript;
    expect(script.steps().length).toBeGreaterThan(0);
    const clock = () => request(server.app).get('/__harness/clock');
    const before = (await clock()).body as { beijing: string };
    expect(before.beijing < '2026-11-03 11:30:00').toBe(true);
    server.clock.advance(10 * MINUTE);
    script.check();
    const after = (await clock()).body as { beijing: string; phases: { aShares: string } };
    expect(after.beijing >= '2026-11-03 13:00:00').toBe(true);

    await request(server.app).post('/__harness/scenarios/lunch-skip').send({});
    expect(script.steps().length).toBeGreaterThan(0);
    await request(server.app).post('/__harness/state/reset').send({});
    expect(script.steps()).toEqual([]);
  });

  it('refuses a step before the scenario clock', () => {
    const parsed = scenarioSchema.safeParse({
      description: 'x',
      clock: { at: '2026-11-03 10:00:00', script: [{ when: '2026-11-03 09:00:00', speed: 2 }] },
    });
    expect(parsed.success).toBe(false);
  });
});
