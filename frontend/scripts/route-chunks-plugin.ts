import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One route file of src/routes: the URL pattern it serves (null for a pathless layout) and its component chunk. */
export interface RouteChunk {
  /** The router's full path (`/event/$id`, `/news/`), or null for a layout without a path of its own. */
  path: string | null;
  /** Its component chunk as a Vite manifest key (`src/routes/event.$id.tsx?tsr-split=component`), or null if it has none. */
  chunk: string | null;
}

/** Every route file under `routesDir`, relative to the app root (`src/routes/event.$id.tsx`); the root route is not a page. */
export function routeFiles(routesDir: string, root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && entry.name !== '__root.tsx') out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(routesDir);
  return out.sort();
}

/**
 * Route file → full path, read from TanStack Router's generated route tree (src/routeTree.gen.ts): its imports name
 * each file, its `FileRoutesByFullPath` each route's URL pattern. A file missing from the tree is not served at all.
 */
export function routePathsFromTree(tree: string): Map<string, string | null> {
  const fileOfImport = new Map([...tree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'/g)].map((m) => [`${m[1]}`, m[2]]));
  const pathOfRoute = new Map<string, string>();
  const byFullPath = tree.match(/export interface FileRoutesByFullPath \{([^}]*)\}/)?.[1] ?? '';
  for (const m of byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)) pathOfRoute.set(m[2], m[1]);
  const out = new Map<string, string | null>();
  for (const [route, file] of fileOfImport) if (file !== '__root') out.set(file, pathOfRoute.get(route) ?? null);
  return out;
}

/**
 * Writes dist/.vite/route-chunks.json: for each route file, the URL pattern it serves and its component chunk, so the
 * server preloads a page's own chunk (backend seo/infrastructure/frontend-dist.ts) from the build itself, not from a
 * hand-kept table. Fails the build when a route file is missing from the route tree. Client build only.
 */
export function routeChunksPlugin(): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'ff-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const paths = routePathsFromTree(readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8'));
      const chunks = new Set(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' && item.facadeModuleId ? [path.relative(root, item.facadeModuleId).split(path.sep).join('/')] : [],
        ),
      );
      const out: Record<string, RouteChunk> = {};
      for (const file of routeFiles(path.join(root, 'src/routes'), root)) {
        const inTree = paths.get(file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, ''));
        if (inTree === undefined) this.error(`${file} is not in src/routeTree.gen.ts: the router does not serve it`);
        const chunk = `${file}?tsr-split=component`;
        out[file] = { path: inTree, chunk: chunks.has(chunk) ? chunk : null };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-chunks.json', source: JSON.stringify(out, null, 1) });
    },
  };
}
