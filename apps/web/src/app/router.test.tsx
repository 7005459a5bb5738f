import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { routes, routesFor } from './router';

/** Every route's full path, parameters filled in (`:id` → `abc`). */
function examplePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = route.path !== undefined || route.index ? [path || '/'] : [];
    const filled = own.map((p) => p.replace(/:\w+/g, 'abc').replace(/\*$/, 'some/where'));
    return [...filled, ...(route.children ? examplePaths(route.children, path) : [])];
  });
}

/** What a match says, comparable across tables: the routes' paths, the params, the pathname. */
const described = (pathname: string, table: RouteObject[]) =>
  matchRoutes(table, pathname)?.map((m) => ({
    path: m.route.path,
    index: m.route.index ?? false,
    params: m.params,
    pathname: m.pathname,
  })) ?? null;

describe('routesFor', () => {
  const paths = [
    ...examplePaths(routes),
    '/',
    '/PROJECT/abc',
    '/proj%65ct/abc',
    '/project/abc/',
    '/project/abc/changelog/extra',
    '/projects',
    '/no-such-page',
    '/no-such-page/deeper',
    '/%E0%A4%A',
    '//project/abc',
    '/blog/a%20post',
  ];

  it.each(paths)('matches %s as the whole route table does', (pathname) => {
    const whole = matchRoutes(routes, pathname);
    const part = matchRoutes(routesFor(pathname), pathname);
    expect(described(pathname, routesFor(pathname))).toEqual(described(pathname, routes));
    // The page itself is the same route object: the same lazy component, loaded once.
    expect(part?.at(-1)?.route).toBe(whole?.at(-1)?.route);
  });

  it('holds only the branches of the first segment, and is made once per segment', () => {
    const table = routesFor('/project/abc');
    expect(routesFor('/project/other')).toBe(table);
    const leafPaths = examplePaths(table);
    expect(leafPaths).toContain('/project/abc');
    expect(leafPaths).toContain('/project/abc/changelog');
    expect(leafPaths).not.toContain('/blog');
    expect(leafPaths.length).toBeLessThan(examplePaths(routes).length / 4);
  });
});
