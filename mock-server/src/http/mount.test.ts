// `mount` on a bare app: replies, the global exception envelope, empty bodies.
import express from 'express';
import request from 'supertest';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';

import { defineEndpoint } from '../../../src/api/contracts/endpoint';
import { createClock } from '../clock';
import { createStore } from '../store/store';

import { errorHandler } from './errors';
import { createMount } from './mount';

const entry = (path: string) =>
  defineEndpoint({
    path,
    accepts: 'any',
    uses: 'POST',
    auth: 'public',
    params: z.object({ n: z.optional(z.number()) }),
    required400: [],
    data: z.unknown(),
    reply: 'envelope',
    section: 'test',
    origin: 'ours',
  });

const setup = () => {
  const app = express();
  const clock = createClock(() => 0);
  const store = createStore({ clock });
  const logged: string[] = [];
  const { mount, mounted } = createMount(app, store);
  mount(entry('/ok.do'), ({ params }) => ({ status: 0, msg: '', data: params.n ?? null }));
  mount(entry('/throws.do'), () => {
    throw new TypeError('Cannot read properties of null');
  });
  mount(entry('/rejects.do'), () => Promise.reject(new Error('upstream quote failed')));
  mount(entry('/empty.do'), () => null);
  mount(entry('/nothing.do'), () => undefined);
  app.use(errorHandler(clock, (line) => logged.push(line)));
  return { app, mounted, mount, logged };
};

describe('mount', () => {
  it('binds parameters and sends the returned body as JSON', async () => {
    const { app } = setup();
    expect((await request(app).get('/ok.do?n=5')).body).toEqual({ status: 0, msg: '', data: 5 });
  });

  it('a thrown or rejected exception → HTTP 200 "too many traders" with the text in data', async () => {
    const { app, logged } = setup();
    const thrown = await request(app).post('/throws.do');
    expect(thrown.status).toBe(200);
    expect(thrown.body).toEqual({
      status: 1,
      msg: '當前交易人數過多，請稍後嘗試！',
      data: 'TypeError: Cannot read properties of null',
    });
    expect((await request(app).post('/rejects.do')).body).toMatchObject({
      status: 1,
      data: 'Error: upstream quote failed',
    });
    expect(logged).toHaveLength(2);
  });

  it('null → an empty body (the trading controllers that return null)', async () => {
    const { app } = setup();
    const res = await request(app).post('/empty.do');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('a handler that neither returns nor writes a reply is an exception', async () => {
    const { app } = setup();
    expect((await request(app).post('/nothing.do')).body).toMatchObject({ status: 1 });
  });

  it('refuses to mount a path twice', () => {
    const { mount } = setup();
    expect(() => mount(entry('/ok.do'), () => null)).toThrow(/mounted twice/);
  });
});
