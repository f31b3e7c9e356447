// The fault board's and config lab's control API under `/__harness`, as the harness UI calls it.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { endpointList } from '../../../src/api/contracts/registry';
import { fakeClock } from '../testing';

import { ConfigDocFaults } from './config-faults';
import { faultRoutes } from './fault-routes';
import { FAULT_KINDS, FaultRegistry } from './faults';

const setup = () => {
  const faults = new FaultRegistry(fakeClock());
  const configDocs = new ConfigDocFaults();
  const router = express.Router();
  faultRoutes(router, { faults, configDocs });
  const app = express();
  app.use('/__harness', router);
  return { app, faults, configDocs };
};

describe('/__harness/faults', () => {
  it('adds one rule, several rules, lists, removes one, clears', async () => {
    const { app } = setup();
    const one = await request(app)
      .post('/__harness/faults')
      .send({
        id: 'slow-list',
        kind: 'latency',
        latencyMs: 800,
        scope: { path: '/user/position/list.do' },
      });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ added: [{ id: 'slow-list', hits: 0, active: true }] });

    const many = await request(app)
      .post('/__harness/faults')
      .send([
        { kind: 'reset', times: 2 },
        { kind: 'hang', scope: { frame: 'pixel-7' } },
      ]);
    expect(many.status).toBe(201);
    expect((many.body as { added: unknown[] }).added).toHaveLength(2);

    const listed = await request(app).get('/__harness/faults');
    expect((listed.body as { rules: { id: string }[] }).rules.map((r) => r.id)).toEqual([
      'slow-list',
      'f2',
      'f1',
    ]);

    expect((await request(app).delete('/__harness/faults/f1')).body).toEqual({ removed: 1 });
    const missing = await request(app).delete('/__harness/faults/f1');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'no fault rule with id "f1"' });
    expect((await request(app).delete('/__harness/faults')).body).toEqual({ removed: 2 });
    expect((await request(app).get('/__harness/faults')).body).toEqual({ rules: [] });
  });

  it('answers a bad rule with 400 and what is wrong', async () => {
    const { app, faults } = setup();
    const res = await request(app)
      .post('/__harness/faults')
      .send({ kind: 'reset', scope: { path: '/user/nope.do' }, times: 0 });
    expect(res.status).toBe(400);
    const body = res.body as { error: string; issues: string[] };
    expect(body.error).toMatch(/^invalid fault rule: /);
    expect(body.issues).toEqual([
      expect.stringContaining('scope.path: unknown contract path "/user/nope.do"'),
      expect.stringMatching(/^times: /),
    ]);
    expect(faults.list()).toEqual([]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const { app } = setup();
    const broken = await request(app)
      .post('/__harness/faults')
      .set('Content-Type', 'application/json')
      .send('{"kind":');
    expect(broken.status).toBe(400);
    expect((broken.body as { error: string }).error).toMatch(/^the body is not valid JSON/);
    const form = await request(app).post('/__harness/faults').type('form').send({ kind: 'reset' });
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ error: 'send a JSON body (Content-Type: application/json)' });
  });

  it('lists the kinds and every contract path as targets', async () => {
    const { app } = setup();
    const res = await request(app).get('/__harness/faults/targets');
    expect(res.body).toEqual({ kinds: FAULT_KINDS, paths: endpointList.map((e) => e.path) });
  });
});

describe('/__harness/config-docs', () => {
  it('reads and sets the mode; slow takes a delay', async () => {
    const { app, configDocs } = setup();
    expect((await request(app).get('/__harness/config-docs')).body).toEqual({
      mode: 'normal',
      delayMs: 3000,
    });
    const res = await request(app)
      .put('/__harness/config-docs')
      .send({ mode: 'slow', delayMs: 1500 });
    expect(res.body).toEqual({ mode: 'slow', delayMs: 1500 });
    expect(configDocs.behaviour('primary')).toEqual({ delayMs: 1500, reply: 'document' });
  });

  it('rejects an unknown mode with 400', async () => {
    const { app } = setup();
    const res = await request(app).put('/__harness/config-docs').send({ mode: 'stale-cache' });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/^invalid config-docs settings: mode: /);
  });
});
