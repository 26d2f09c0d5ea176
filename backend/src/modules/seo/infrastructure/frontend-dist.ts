import { Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppConfig } from '../../../platform/config/app-config';
import type { FirstScreenModule } from '../contracts/first-screen';
import { routeChunkFor } from '../application/route-match';

const FALLBACK_HTML = `<!doctype html>
<html lang="en-GB"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<!--seo--><!--/seo--></head>
<body><main><h1>Festival Finder</h1><p>The website has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

/**
 * The built frontend (frontend/dist): its HTML entries, route chunks and first-paint module, each cached until its file
 * changes, and safe file lookup.
 */
@Injectable()
export class FrontendDist {
  private readonly logger = new Logger(FrontendDist.name);
  readonly root: string;
  private cache = new Map<string, { mtimeMs: number; html: string }>();

  constructor(config: AppConfig) {
    // backend/dist/src/modules/seo/infrastructure → repository root is six levels up.
    this.root = path.resolve(config.values.FRONTEND_DIST ?? path.resolve(__dirname, '../../../../../../frontend/dist'));
    if (!existsSync(path.join(this.root, 'index.html'))) this.logger.warn(`No built frontend at ${this.root}; pages get a placeholder.`);
  }

  /** index.html for the public site; admin.html for admin paths when an admin entry was built. */
  html(entry: 'public' | 'admin'): string {
    const file = entry === 'admin' && existsSync(path.join(this.root, 'admin.html')) ? 'admin.html' : 'index.html';
    const full = path.join(this.root, file);
    try {
      const { mtimeMs } = statSync(full);
      const hit = this.cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.html;
      const html = readFileSync(full, 'utf8');
      this.cache.set(file, { mtimeMs, html });
      return html;
    } catch {
      return FALLBACK_HTML;
    }
  }

  private readonly built = new Map<string, { mtimeMs: number; value: unknown }>();

  /** A file of the build, read (and parsed) again only when it changes; null when there is none. */
  private builtFile<T>(file: string, read: (full: string) => T): T | null {
    const full = path.join(this.root, file);
    try {
      const { mtimeMs } = statSync(full);
      const hit = this.built.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
      const value = read(full);
      this.built.set(file, { mtimeMs, value });
      return value;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.error(`Cannot read ${full}: ${String(error)}`);
      return null;
    }
  }

  /** Hashed files of the given source modules and their static imports, from Vite's build manifest. */
  preloads(modules: string[]): string[] {
    const data = this.builtFile<Record<string, { file: string; imports?: string[] }>>(path.join('.vite', 'manifest.json'), readJson);
    if (!data) return [];
    const out = new Set<string>();
    const visit = (key: string) => {
      const chunk = data[key];
      if (!chunk || key === 'index.html' || out.has(`/${chunk.file}`)) return;
      if (chunk.file.endsWith('.js')) out.add(`/${chunk.file}`);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    modules.forEach(visit);
    return [...out];
  }

  /**
   * The component chunk (a manifest key) of the route that renders a URL path, from the map the build writes beside
   * the manifest (frontend/scripts/route-chunks-plugin.ts: every route file, its URL pattern and chunk).
   */
  routeModules(urlPath: string): string[] {
    const routes = this.builtFile(path.join('.vite', 'route-chunks.json'), (full) =>
      Object.values(readJson<Record<string, { path: string | null; chunk: string | null }>>(full)).flatMap((r) =>
        r.path && r.chunk ? [{ path: r.path, chunk: r.chunk }] : [],
      ),
    );
    const chunk = routes ? routeChunkFor(routes, urlPath) : null;
    return chunk ? [chunk] : [];
  }

  /**
   * The server's first paint, drawn by the frontend's own components: the module `vite build --ssr` writes
   * (frontend/src/first-paint/first-screen.tsx → dist/.ssr/first-screen.cjs, everything bundled). Loaded again when
   * a new build replaces it; null before the frontend is built.
   */
  firstScreen(): FirstScreenModule | null {
    return this.builtFile(path.join('.ssr', 'first-screen.cjs'), (full) => {
      const load = createRequire(__filename);
      delete load.cache[full];
      return load(full) as FirstScreenModule;
    });
  }

  /** A real file under the dist root for this URL path (never outside it, never a dotfile), or null. */
  file(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0') || decoded.split('/').some((s) => s.startsWith('.'))) return null;
    const full = path.resolve(this.root, `.${decoded}`);
    if (!full.startsWith(this.root + path.sep)) return null;
    try {
      return statSync(full).isFile() ? path.relative(this.root, full) : null;
    } catch {
      return null;
    }
  }
}

const readJson = <T>(full: string): T => JSON.parse(readFileSync(full, 'utf8')) as T;
