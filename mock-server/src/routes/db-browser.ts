// `/__db`: json-server's REST router over a password-free snapshot of the store, read-only (GET
// and HEAD; anything else 405). The snapshot is taken again on every request, so it shows the
// live state: `/__db/users`, `/__db/users/1`, `/__db/siteSettings`, `/__db/db` (everything).
import express, { type Router } from 'express';
import jsonServer from 'json-server';

import { springError } from '../http/envelope';
import { requestPath } from '../http/errors';
import { snapshot, type MockStore } from '../store/store';

export const DB_BROWSER_PATH = '/__db';

export const dbBrowser = (store: MockStore): Router => {
  const rest = jsonServer.router(snapshot(store));
  // Plain pretty JSON instead of json-server's JSONP-capable renderer.
  rest.render = (_req, res) => {
    res.type('application/json').send(`${JSON.stringify(res.locals.data, null, 2)}\n`);
  };
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
    rest.db.setState(snapshot(store));
    next();
  });
  guard.get('/', (_req, res) => {
    const tables = Object.fromEntries(
      Object.entries(store.db).map(([name, rows]: [string, unknown[]]) => [name, rows.length]),
    );
    res.json({ readOnly: true, tables, everything: `${DB_BROWSER_PATH}/db` });
  });
  guard.use(rest);
  return guard;
};
