import type { RouteObject } from 'react-router-dom';
import clientRoutes from '../../../public/client-routes.json';
import { routes } from './routes';

/** Every path the router renders a screen for, as the server sees it. */
function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const here = route.index || (route.path !== undefined && route.element && !route.children) ? [own || '/'] : [];
    return [...here, ...paths(route.children ?? [], own)];
  });
}

describe('the client route table the server reads (public/client-routes.json)', () => {
  it('lists exactly the routes the router renders, so unknown paths answer HTTP 404', () => {
    const rendered = paths(routes).filter((path) => path !== '/*');
    expect([...new Set(rendered)].sort()).toEqual([...clientRoutes].sort());
  });
});
