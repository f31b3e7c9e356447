// The journal's control API: filtered list, clear, and the live SSE stream with heartbeats and
// clean-up when the client goes away.
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { fakeClock } from '../testing';

import { Journal, journalMiddleware, type JournalEntry } from './journal';
import { journalRoutes } from './journal-routes';

const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const setup = async () => {
  const clock = fakeClock();
  const journal = new Journal();
  const app = express();
  app.use(journalMiddleware({ journal, clock }));
  app.all(['/api/user/login.do', '/user/getUserInfo.do'], (req, res) => {
    res.status(req.query['fail'] ? 500 : 200).json({ status: 0, msg: '' });
  });
  const router = express.Router();
  journalRoutes(router, { journal, heartbeatMs: 40 });
  app.use('/__harness', router);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { app: server, journal };
};

const entries = (res: request.Response) => (res.body as { entries: JournalEntry[] }).entries;

/** Opens the SSE stream and collects its raw text. */
const openStream = (server: Server, query = '') =>
  new Promise<{ res: IncomingMessage; text: () => string }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const req = get(`http://127.0.0.1:${port}/__harness/journal/stream${query}`, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      resolve({ res, text: () => text });
    });
    req.on('error', reject);
  });

const waitFor = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
};

const dataLines = (text: string): JournalEntry[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as JournalEntry);

describe('/__harness/journal', () => {
  it('lists with filters from the query, and clears', async () => {
    const { app } = await setup();
    await request(app).get('/api/user/login.do');
    await request(app).get('/user/getUserInfo.do?fail=1').set('x-harness-frame', 'pixel-7');
    expect(entries(await request(app).get('/__harness/journal')).map((e) => e.seq)).toEqual([1, 2]);
    const filtered = await request(app).get(
      '/__harness/journal?status=500&frame=pixel-7&path=Info',
    );
    expect(entries(filtered).map((e) => e.path)).toEqual(['/user/getUserInfo.do']);
    expect(entries(await request(app).get('/__harness/journal?status=none'))).toEqual([]);
    expect((await request(app).delete('/__harness/journal')).body).toEqual({ removed: 2 });
    expect(entries(await request(app).get('/__harness/journal'))).toEqual([]);
  });

  it('rejects a bad filter with 400', async () => {
    const { app } = await setup();
    const res = await request(app).get('/__harness/journal?userId=abc');
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/^invalid journal filter: userId: /);
  });
});

describe('/__harness/journal/stream', () => {
  it('streams each new entry as one data: line, with heartbeats, and cleans up on disconnect', async () => {
    const { app, journal } = await setup();
    const { res, text } = await openStream(app, '?path=login');
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await waitFor(() => journal.subscribers === 1);

    await request(app).get('/user/getUserInfo.do');
    await request(app).post('/api/user/login.do');
    await waitFor(() => dataLines(text()).length === 1);
    expect(dataLines(text())).toMatchObject([
      { seq: 2, method: 'POST', path: '/api/user/login.do' },
    ]);
    expect(text()).toContain('id: 2\n');
    await waitFor(() => text().includes(': heartbeat\n\n'));

    res.destroy();
    await waitFor(() => journal.subscribers === 0);
  });

  it('replays entries after `since` first', async () => {
    const { app } = await setup();
    await request(app).get('/api/user/login.do');
    await request(app).get('/api/user/login.do');
    const { res, text } = await openStream(app, '?since=1');
    await waitFor(() => dataLines(text()).length === 1);
    expect(dataLines(text())[0]?.seq).toBe(2);
    res.destroy();
  });
});
