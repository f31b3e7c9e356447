// The operator's content in the control API (issue 22): create and edit news items and
// announcements, and edit the site information (/about's documents, the site name…), as the back
// office would — for support, QA and the stored-XSS check, which places its corpus here. Bodies are
// partial rows checked against the contract's models (unknown fields refused); every change is
// journaled with what it touched, so the harness timeline shows what the app was then given.
import type { Response, Router } from 'express';
import { z } from 'zod/mini';

import { siteArticle, siteInfo, siteNews } from '../../../src/api/contracts/models/site';
import type { MockStore } from '../store/store';

import { deskOperations } from './desk-routes';
import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, zodError } from './operations';

const BASE = '/__harness/content';

export const CONTENT_OPERATIONS = deskOperations(BASE, [
  ['POST', '/news', 'create a news item from a partial SiteNews (status 1, shown now by default)'],
  ['PATCH', '/news/:id', 'change fields of a news item (partial SiteNews)'],
  ['POST', '/articles', 'create an announcement from a partial SiteArticle (shown: isShow 0)'],
  ['PATCH', '/articles/:id', 'change fields of an announcement (partial SiteArticle)'],
  ['PATCH', '/site-info', 'change fields of the site information (partial SiteInfo)'],
]);

// Partial rows, id excluded (the table gives it), nothing the model does not know.
const newsBody = z.strictObject(z.partial(z.omit(siteNews, { id: true })).shape);
const articleBody = z.strictObject(z.partial(z.omit(siteArticle, { id: true })).shape);
const siteInfoBody = z.strictObject(z.partial(z.omit(siteInfo, { id: true })).shape);

type Method = 'POST' | 'PATCH';

export const contentControlRoutes = (router: Router, store: MockStore, journal: Journal): void => {
  /** Answers and journals one change: `{done: row}`, or `{error}` with its status. */
  const answer = (
    res: Response,
    method: Method,
    path: string,
    status: number,
    body: object,
    note: string,
  ) => {
    journalControlAction(journal, store.clock, {
      method,
      path: BASE + path,
      status,
      note: `back office: ${note}`,
      reply: body,
    });
    res.status(status).json(body);
  };

  /** A body checked against its model; a 400 (journaled) naming every wrong field otherwise. */
  const parse = <T>(
    schema: z.ZodMiniType<T>,
    raw: unknown,
    res: Response,
    method: Method,
    path: string,
  ): T | undefined => {
    const parsed = schema.safeParse(raw ?? {});
    if (parsed.success) return parsed.data;
    const error = zodError(parsed.error);
    journalControlAction(journal, store.clock, {
      method,
      path: BASE + path,
      status: 400,
      note: `back office: refused, ${error}`,
    });
    badRequest(res, error);
    return undefined;
  };

  const idOf = (raw: string | undefined): number | undefined => {
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  };

  router.post('/content/news', (req, res) => {
    const fields = parse(newsBody, req.body, res, 'POST', '/news');
    if (!fields) return;
    const now = store.clock.now();
    const row = store.tables.siteNews.insert({
      type: 1,
      title: null,
      sourceId: null,
      sourceName: null,
      views: 0,
      status: 1,
      showTime: now,
      addTime: now,
      updateTime: now,
      imgurl: null,
      description: null,
      content: null,
      ...fields,
    });
    answer(res, 'POST', '/news', 200, { done: row }, `news ${row.id} created`);
  });

  router.patch('/content/news/:id', (req, res) => {
    const path = `/news/${req.params.id}`;
    const id = idOf(req.params.id);
    if (id === undefined) return badRequest(res, 'id: a positive whole number');
    const fields = parse(newsBody, req.body, res, 'PATCH', path);
    if (!fields) return;
    if (!store.tables.siteNews.get(id)) {
      return answer(res, 'PATCH', path, 404, { error: `no news ${id}` }, `no news ${id}`);
    }
    const row = store.tables.siteNews.update(id, { updateTime: store.clock.now(), ...fields });
    answer(res, 'PATCH', path, 200, { done: row }, `news ${id} changed: ${keys(fields)}`);
  });

  router.post('/content/articles', (req, res) => {
    const fields = parse(articleBody, req.body, res, 'POST', '/articles');
    if (!fields) return;
    const row = store.tables.siteArticles.insert({
      artTitle: null,
      artType: null,
      artImg: null,
      author: null,
      hitTimes: 0,
      views: 0,
      isShow: 0,
      addTime: store.clock.now(),
      artSummary: null,
      artCnt: null,
      spiderUrl: null,
      sourceId: null,
      ...fields,
    });
    answer(res, 'POST', '/articles', 200, { done: row }, `announcement ${row.id} created`);
  });

  router.patch('/content/articles/:id', (req, res) => {
    const path = `/articles/${req.params.id}`;
    const id = idOf(req.params.id);
    if (id === undefined) return badRequest(res, 'id: a positive whole number');
    const fields = parse(articleBody, req.body, res, 'PATCH', path);
    if (!fields) return;
    if (!store.tables.siteArticles.get(id)) {
      const error = `no announcement ${id}`;
      return answer(res, 'PATCH', path, 404, { error }, error);
    }
    const row = store.tables.siteArticles.update(id, fields);
    answer(res, 'PATCH', path, 200, { done: row }, `announcement ${id} changed: ${keys(fields)}`);
  });

  router.patch('/content/site-info', (req, res) => {
    const fields = parse(siteInfoBody, req.body, res, 'PATCH', '/site-info');
    if (!fields) return;
    const current = store.tables.siteInfos.rows[0];
    if (!current) {
      const error = 'no site information row (the fixtures always have one: reset the state)';
      return answer(res, 'PATCH', '/site-info', 404, { error }, error);
    }
    const row = store.tables.siteInfos.update(current.id, fields);
    answer(res, 'PATCH', '/site-info', 200, { done: row }, `site info changed: ${keys(fields)}`);
  });
};

const keys = (fields: object): string => Object.keys(fields).join(', ') || 'nothing';
