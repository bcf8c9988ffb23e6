import type { ApiRoute } from './define.js';
import { routeTable } from './table.js';

/** The source of `paths.ts`: every route's method, path and body kind, by area and name. */
export function routePathsSource(): string {
  const areas = Object.entries(routeTable).map(([area, routes]) => {
    const refs = Object.entries(routes as Record<string, ApiRoute>).map(([name, route]) => {
      const kind = route.bodyKind ? `, bodyKind: '${route.bodyKind}'` : '';
      return `    ${name}: { method: '${route.method}', path: '${route.path}'${kind} },`;
    });
    return `  ${area}: {\n${refs.join('\n')}\n  },`;
  });
  return [
    '// Generated from table.ts by `npm run routes`: do not edit.',
    "import type { RouteRefs } from './define.js';",
    "import type { RouteTableAreas } from './table.js';",
    '',
    '/** Every API call, for `call(routes.area.name, input)` in the web. */',
    'export const routes: RouteRefs<RouteTableAreas> = {',
    ...areas,
    '};',
    '',
  ].join('\n');
}
