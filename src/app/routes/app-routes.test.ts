// The route list handed to react-router is narrowed to the route table's candidate: for every path,
// it must match what the whole table would.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { findRoute, ROUTES, type RouteName } from '@/config/routes';

import { routesFor } from './app-routes';

const whole: RouteObject[] = [
  {
    children: [{ index: true }, ...ROUTES.map((meta) => ({ path: meta.path })), { path: '*' }],
  },
];

/** The leaf a list matches: its path, `index` or `*`. */
const leaf = (list: RouteObject[], pathname: string) => {
  const route = matchRoutes(list, pathname)?.at(-1)?.route;
  return route?.index ? 'index' : route?.path;
};

describe('the narrowed route list', () => {
  const paths = ROUTES.flatMap((meta) => [meta.path, meta.path.toUpperCase(), `${meta.path}/`]);
  it.each([...paths, '/', '', '/no-such-page', '/home/extra'])(
    'matches %j as the whole table',
    (p) => {
      const name = findRoute(p)?.name as RouteName | undefined;
      expect(leaf(routesFor(name), p)).toBe(leaf(whole, p));
    },
  );
});
