// `/__db`: json-server's REST router over a snapshot of the store, read-only (GET and HEAD;
// anything else 405), behind the control guard (token required). The snapshot is taken again on
// every request, so it shows the live state: `/__db/users`, `/__db/users/1`, `/__db/siteSettings`,
// `/__db/db` (everything). Secrets are masked (control/secret-mask.ts: passwords `•••`, cards, ID
// numbers `•••1234`; a password field says `•••` when set, so support can tell whether one is);
// `?raw=1` shows the stored values (password hashes included).
// json-server is loaded on the first call here: loading it costs the server's start-up ~0.1 s.
import express, { type Router } from 'express';
import type { JsonServerRouter } from 'json-server';

import { maskRow } from '../control/secret-mask';
import { springError } from '../http/envelope';
import { requestPath } from '../http/errors';
import type { Db } from '../../../fixtures/src/db';
import type { MockStore } from '../store/store';

export const DB_BROWSER_PATH = '/__db';

/** What `/__db` shows: the tables with secrets masked, or as stored when `raw` is asked for. */
const viewOf = (store: MockStore, isRaw: boolean): Db =>
  isRaw ? structuredClone(store.db) : (maskRow(store.db) as Db);

/** json-server's router makes its routes from the tables present when it is built. */
const restRouterOf = async (store: MockStore): Promise<JsonServerRouter> => {
  const { default: jsonServer } = await import('json-server');
  const rest = jsonServer.router(viewOf(store, false));
  // Plain pretty JSON instead of json-server's JSONP-capable renderer.
  rest.render = (_req, res) => {
    res.type('application/json').send(`${JSON.stringify(res.locals.data, null, 2)}\n`);
  };
  return rest;
};

export const dbBrowser = (store: MockStore): Router => {
  let restRouter: Promise<JsonServerRouter> | undefined;
  const guard = express.Router();
  guard.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .status(405)
        .set('Allow', 'GET, HEAD')
        .json(
          springError(405, `${DB_BROWSER_PATH} is read-only`, requestPath(req), store.clock.now()),
        );
      return;
    }
    next();
  });
  guard.get('/', (_req, res) => {
    const tables = Object.fromEntries(
      Object.entries(store.db).map(([name, rows]: [string, unknown[]]) => [name, rows.length]),
    );
    res.json({ readOnly: true, tables, everything: `${DB_BROWSER_PATH}/db` });
  });
  guard.use((req, res, next) => {
    // `raw` is ours, not a json-server filter.
    const query = req.query as Record<string, unknown>;
    const isRaw = query.raw === '1';
    delete query.raw;
    (restRouter ??= restRouterOf(store)).then((rest) => {
      rest.db.setState(viewOf(store, isRaw));
      rest(req, res, next);
    }, next);
  });
  return guard;
};
