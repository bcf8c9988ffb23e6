import type { ApiRoute } from './define.js';
import { routeTable } from './table.js';

const kebab = (area: string) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const GENERATED = '// Generated from table.ts by `npm run routes`: do not edit.';

function areaSource(area: string, routes: Record<string, ApiRoute>): string {
  const refs = Object.entries(routes).map(([name, route]) => {
    const kind = route.bodyKind ? `, bodyKind: '${route.bodyKind}'` : '';
    return `  ${name}: { method: '${route.method}', path: '${route.path}'${kind} },`;
  });
  return [GENERATED, "import type { AreaRefs } from '../define.js';", "import type { RouteTableAreas } from '../table.js';", '', `export const ${area}: AreaRefs<RouteTableAreas['${area}']> = {`, ...refs, '};', ''].join('\n');
}

/**
 * The web's refs (method, path, body kind) as files under `routes/`: `paths.ts`, which index.ts
 * exports as `routes`, and one module per area in `refs/`, so a page's chunk carries only the areas it calls.
 */
export function routePathsSources(): Map<string, string> {
  const areas = Object.entries(routeTable) as [string, Record<string, ApiRoute>][];
  const files = new Map(areas.map(([area, routes]) => [`refs/${kebab(area)}.ts`, areaSource(area, routes)]));
  files.set('paths.ts', [GENERATED, '// Every API call, for `call(routes.area.name, input)` in the web.', ...areas.map(([area]) => `export { ${area} } from './refs/${kebab(area)}.js';`), ''].join('\n'));
  return files;
}
