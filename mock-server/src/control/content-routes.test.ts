// Control API for the operator's content: news, announcements and site information created and
// changed through the contract's models — what the app then reads is what was written; wrong
// fields are refused with a readable 400; every change (and refusal) is journaled.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import {
  artDetail,
  artList,
  getInfo,
  getNewsDetail,
} from '../../../src/api/contracts/endpoints/site';
import { controlOperations, postJson, testServer, type TestServer } from '../testing';

const BASE = '/__harness/content';

const patchJson = (s: TestServer, path: string, body: unknown) =>
  request(s.app).patch(path).set('Content-Type', 'application/json').send(JSON.stringify(body));

const appPost = async (s: TestServer, path: string, form: Record<string, string | number> = {}) =>
  ((await request(s.app).post(path).type('form').send(form)).body as { data: unknown }).data;

const journal = async (s: TestServer) =>
  (
    (await request(s.app).get('/__harness/journal').query({ path: BASE })).body as {
      entries: { method: string; path: string; status: number; note?: string }[];
    }
  ).entries;

describe('control API: content', () => {
  it('lists its operations in GET /__harness/', async () => {
    expect(await controlOperations(testServer())).toEqual(
      expect.arrayContaining([
        `POST ${BASE}/news`,
        `PATCH ${BASE}/news/:id`,
        `POST ${BASE}/articles`,
        `PATCH ${BASE}/articles/:id`,
        `PATCH ${BASE}/site-info`,
      ]),
    );
  });

  it('creates a news item the app then reads, shown and dated now by default', async () => {
    const s = testServer();
    const res = await postJson(s, `${BASE}/news`, { type: 2, title: 'T', content: '<p>c</p>' });
    expect(res.status).toBe(200);
    const row = (res.body as { done: { id: number } }).done;
    expect(row).toMatchObject({ type: 2, title: 'T', status: 1, showTime: s.clock.now() });
    const read = await request(s.app).get('/api/news/getDetail.do').query({ id: row.id });
    expect(getNewsDetail.data.parse((read.body as { data: unknown }).data)).toEqual(row);
  });

  it('changes a news item; an unknown one is 404', async () => {
    const s = testServer();
    const id = s.store.db.siteNews[0]!.id;
    const res = await patchJson(s, `${BASE}/news/${id}`, { title: 'changed', status: 0 });
    expect(res.status).toBe(200);
    expect(s.store.tables.siteNews.get(id)).toMatchObject({ title: 'changed', status: 0 });
    expect((await patchJson(s, `${BASE}/news/99999`, { title: 'x' })).status).toBe(404);
    expect((await patchJson(s, `${BASE}/news/abc`, { title: 'x' })).status).toBe(400);
  });

  it('creates an announcement that heads the list, and edits or hides one', async () => {
    const s = testServer();
    const res = await postJson(s, `${BASE}/articles`, { artTitle: 'New', artCnt: '<p>x</p>' });
    const row = (res.body as { done: { id: number } }).done;
    const list = artList.data.parse(await appPost(s, '/api/art/list.do'));
    expect(list.list[0]).toEqual(row);
    await patchJson(s, `${BASE}/articles/${row.id}`, { isShow: 1, author: 'Ops' });
    const after = artList.data.parse(await appPost(s, '/api/art/list.do'));
    expect(after.list.map((a) => a.id)).not.toContain(row.id);
    const detail = artDetail.data.parse(await appPost(s, '/api/art/detail.do', { artId: row.id }));
    expect(detail).toMatchObject({ isShow: 1, author: 'Ops', artTitle: 'New' });
  });

  it('changes fields of the site information, as getInfo.do then answers', async () => {
    const s = testServer();
    const res = await patchJson(s, `${BASE}/site-info`, {
      siteName: '测试站',
      companyInfo: '<p>协议</p>',
      certImg1: null,
    });
    expect(res.status).toBe(200);
    const info = getInfo.data.parse(await appPost(s, '/api/site/getInfo.do'));
    expect(info).toMatchObject({ siteName: '测试站', companyInfo: '<p>协议</p>', certImg1: null });
  });

  it('refuses what the models do not allow, naming the field, and changes nothing', async () => {
    const s = testServer();
    const before = s.store.db.siteNews.length;
    const wrongType = await postJson(s, `${BASE}/news`, { type: 'two' });
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as { error: string }).error).toMatch(/^type: /);
    const unknown = await patchJson(s, `${BASE}/site-info`, { siteColour: 'red' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: string }).error).toContain('siteColour');
    const withId = await postJson(s, `${BASE}/articles`, { id: 5 });
    expect(withId.status).toBe(400);
    expect(s.store.db.siteNews.length).toBe(before);
  });

  it('journals every change and refusal with what it touched', async () => {
    const s = testServer();
    const created = await postJson(s, `${BASE}/articles`, { artTitle: 'A' });
    const id = (created.body as { done: { id: number } }).done.id;
    await patchJson(s, `${BASE}/site-info`, { tradeAgreeText: 'rules' });
    await postJson(s, `${BASE}/news`, { nope: 1 });
    const entries = await journal(s);
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', `${BASE}/articles`, 200],
      ['PATCH', `${BASE}/site-info`, 200],
      ['POST', `${BASE}/news`, 400],
    ]);
    expect(entries[0]?.note).toBe(`back office: announcement ${id} created`);
    expect(entries[1]?.note).toBe('back office: site info changed: tradeAgreeText');
  });
});
