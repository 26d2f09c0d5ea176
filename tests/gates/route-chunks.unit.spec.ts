import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Route-chunk gate: the server preloads a page's own route chunk from the map the build writes
 * (frontend/dist/.vite/route-chunks.json, frontend/scripts/route-chunks-plugin.ts), not from a hand-kept table. Every
 * route file under frontend/src/routes must be in that map, with its URL pattern (a pathless layout has none), and its
 * chunk must be in the build's manifest. Reads the built frontend/dist (`npm test` builds first).
 */
const ROOT = path.resolve(__dirname, '../..');
const FRONTEND = path.join(ROOT, 'frontend');
const DIST = path.join(FRONTEND, 'dist/.vite');

function routeFilesOnDisk(dir = path.join(FRONTEND, 'src/routes')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesOnDisk(full);
    return /\.tsx?$/.test(entry.name) && entry.name !== '__root.tsx' ? [path.relative(FRONTEND, full).split(path.sep).join('/')] : [];
  });
}

function readBuilt<T>(file: string): T {
  const full = path.join(DIST, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(full, 'utf8')) as T;
}

describe('route → chunk map from the build', () => {
  const map = readBuilt<Record<string, { path: string | null; chunk: string | null }>>('route-chunks.json');
  const manifest = readBuilt<Record<string, unknown>>('manifest.json');

  it('has an entry for every route file under frontend/src/routes', () => {
    const files = routeFilesOnDisk();
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !(file in map))).toEqual([]);
    expect(Object.keys(map).filter((file) => !files.includes(file))).toEqual([]);
  });

  it('names chunks the manifest has, and a URL pattern for every page route', () => {
    for (const [file, route] of Object.entries(map)) {
      if (route.chunk) expect(manifest).toHaveProperty([route.chunk]);
      // Only the pathless layouts (`_admin.tsx`, `_admin/_gated.tsx`) serve no URL of their own.
      if (route.path === null) expect(path.basename(file)).toMatch(/^_/);
    }
    expect(map['src/routes/index.tsx']).toEqual({ path: '/', chunk: 'src/routes/index.tsx?tsr-split=component' });
    expect(map['src/routes/event.$id.tsx']).toEqual({ path: '/event/$id', chunk: 'src/routes/event.$id.tsx?tsr-split=component' });
    expect(map['src/routes/$segment_.search.tsx']).toEqual({ path: '/$segment/search', chunk: 'src/routes/$segment_.search.tsx?tsr-split=component' });
  });
});
