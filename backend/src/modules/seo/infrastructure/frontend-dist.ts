import { Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../../../platform/config/app-config';

const FALLBACK_HTML = `<!doctype html>
<html lang="en-GB"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<!--seo--><!--/seo--></head>
<body><main><h1>Festival Finder</h1><p>The website has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

/** The built frontend (frontend/dist): its HTML entries, cached until the file changes, and safe file lookup. */
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

  private manifest: { mtimeMs: number; data: Record<string, { file: string; imports?: string[] }> } | null = null;

  /** Hashed files of the given source modules and their static imports, from Vite's build manifest. */
  preloads(modules: string[]): string[] {
    const full = path.join(this.root, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = statSync(full);
      if (!this.manifest || this.manifest.mtimeMs !== mtimeMs) this.manifest = { mtimeMs, data: JSON.parse(readFileSync(full, 'utf8')) };
    } catch {
      return [];
    }
    const data = this.manifest.data;
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
