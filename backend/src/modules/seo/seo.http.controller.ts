import { Controller, Get, Header, Logger, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import path from 'node:path';
import { AppConfig } from '../../platform/config/app-config';
import { injectHead, renderHead, renderImagePreload, renderPreloads, truncate } from './application/html-head';
import { EVENT_PAGE_IMAGE_SIZES, uploadedImageSrcSet } from '../images/contracts/uploaded-image-widths';
import { consentAnswered, consentBackPath, injectFirstPaint } from './application/first-paint';
import type { FirstScreen } from './contracts/first-screen';
import { renderInitialData } from './application/initial-data';
import { PageMetaResolver } from './queries/page-meta/page-meta.resolver';
import { renderRobots } from './application/sitemap';
import { SitemapService } from './queries/sitemap/sitemap.service';
import { CompressedAssets } from './infrastructure/compressed-assets';
import { FrontendDist } from './infrastructure/frontend-dist';

const YEAR = 365 * 24 * 3600 * 1000;
/** The embed web component other sites load (docs/embeds.md): its URL is in their snippets, so it cannot be hashed. */
const EMBED_SCRIPT = path.join('embed', 'events.js');
// A day fresh, then a week served while revalidated in the background (ETag): long-lived, yet updates reach every site.
const EMBED_SCRIPT_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
function setEmbedScriptHeaders(res: Response): void {
  // Loaded by <script src> from any site: helmet's same-origin resource policy would block it there.
  res.set({ 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': EMBED_SCRIPT_CACHE });
}
const MOBILE_MODULES = ['src/features/mobile/components/mobile-shell.tsx', 'src/features/mobile/components/mobile-home.tsx'];

/**
 * Serves the built website: hashed assets with a year-long cache, other files for a day, and every other GET
 * with index.html carrying the page's own title, social tags, canonical link and JSON-LD. Registered last, so
 * every /api route wins; an unknown /api path stays a JSON 404.
 */
@ApiExcludeController()
@Controller()
export class SeoController {
  private readonly logger = new Logger(SeoController.name);
  private readonly origin: string;

  constructor(
    private readonly pages: PageMetaResolver,
    private readonly sitemap: SitemapService,
    private readonly dist: FrontendDist,
    private readonly compressed: CompressedAssets,
    config: AppConfig,
  ) {
    // Absolute links come from configuration, never from the request's Host header.
    this.origin = (config.values.PUBLIC_BASE_URL ?? `http://localhost:${config.values.PORT}`).replace(/\/+$/, '');
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return renderRobots(this.origin);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  async sitemapXml(): Promise<string> {
    return (await this.sitemap.file(this.origin, null))!;
  }

  /** A part of a sitemap of more than 50,000 URLs (then /sitemap.xml is the index of the parts). */
  @Get('sitemap-:part.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  async sitemapPart(@Param('part') part: string): Promise<string> {
    const file = /^\d{1,4}$/.test(part) ? await this.sitemap.file(this.origin, Number(part)) : null;
    if (file === null) throw new NotFoundException('There is no such sitemap part.');
    return file;
  }

  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    const urlPath = req.path;
    if (urlPath === '/api' || urlPath.startsWith('/api/')) throw new NotFoundException(`Cannot GET ${urlPath}`);

    const file = urlPath !== '/' ? this.dist.file(urlPath) : null;
    if (file && file !== 'index.html' && file !== 'admin.html') {
      const hashed = file.startsWith(`assets${'/'}`);
      const maxAge = hashed ? YEAR : 24 * 3600 * 1000;
      if (file === EMBED_SCRIPT) setEmbedScriptHeaders(res);
      const encoding = CompressedAssets.compressible(file) ? req.acceptsEncodings('br', 'gzip') : false;
      const body = encoding === 'br' || encoding === 'gzip' ? await this.compressed.get(file, encoding) : null;
      if (body && (encoding === 'br' || encoding === 'gzip')) {
        res
          .status(200)
          .type(path.extname(file))
          .set({
            'Content-Encoding': encoding,
            Vary: 'Accept-Encoding',
            'Cache-Control': file === EMBED_SCRIPT ? EMBED_SCRIPT_CACHE : hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
          })
          .send(body);
        return;
      }
      res.vary('Accept-Encoding');
      const cacheControl = file !== EMBED_SCRIPT;
      res.sendFile(file, { root: this.dist.root, dotfiles: 'deny', maxAge, immutable: hashed, cacheControl });
      return;
    }
    // A missing file with an extension (e.g. an old hashed chunk) is a plain 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(urlPath) && !file) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }

    const resolved = await this.pages.resolve(urlPath, req.query as Record<string, unknown>, this.origin);
    const modules = resolved.status === 200 ? this.dist.routeModules(urlPath) : [];
    // Phones get the simplified layout: fetch its chunks early too.
    if (/Mobi|Android|iPhone/i.test(req.get('user-agent') ?? '')) modules.push(...MOBILE_MODULES);
    const head = [
      renderHead({ ...resolved.meta, canonical: this.origin + resolved.meta.canonicalPath }),
      // The lead picture is the page's largest paint: fetched first, before the app's chunks.
      resolved.leadImage ? renderImagePreload(resolved.leadImage, responsiveLead(resolved.leadImage)) : '',
      renderPreloads(this.dist.preloads(modules)),
      renderInitialData(resolved.initialData),
    ]
      .filter(Boolean)
      .join('\n    ');
    const heading = resolved.meta.heading ?? resolved.meta.title.replace(/ \| Festival Finder$/, '');
    // The first paint: the home page's real hero (heading and a working search form), another page's heading, and
    // the consent banner until answered, before the app's code arrives.
    const consent = { consentPending: !consentAnswered(req.get('cookie')), back: consentBackPath(req.originalUrl) };
    const screen: FirstScreen =
      urlPath === '/' && resolved.status === 200
        ? { kind: 'home', featured: resolved.homeFeatured ?? [], tiles: resolved.homeTiles ?? [], trending: resolved.homeTrending ?? [], ...consent }
        : { kind: 'page', heading, text: truncate(resolved.meta.description, 200), image: resolved.leadImage, ...consent };
    // The back office paints nothing before its own code: its pages are for signed-in staff, not first visits.
    const withHead = injectHead(this.dist.html(resolved.entry), head);
    const html = resolved.entry === 'admin' ? withHead : this.withFirstPaint(withHead, screen);
    res.status(resolved.status).type('html').set({ 'Cache-Control': 'no-cache', Vary: 'User-Agent, Cookie' }).send(html);
  }

  /** The page with its first paint in front of #root; without one when the frontend's first-paint module is missing or fails. */
  private withFirstPaint(html: string, screen: FirstScreen): string {
    const module = this.dist.firstScreen();
    if (!module) return html;
    try {
      return injectFirstPaint(html, module.renderFirstScreen(screen));
    } catch (error) {
      this.logger.error(`First paint not drawn: ${String(error)}`);
      return html;
    }
  }
}

/** The lead picture's copies when it is an uploaded image (the event page draws it at EVENT_PAGE_IMAGE_SIZES). */
function responsiveLead(url: string): { srcset: string; sizes: string } | undefined {
  const srcset = uploadedImageSrcSet(url);
  return srcset ? { srcset, sizes: EVENT_PAGE_IMAGE_SIZES } : undefined;
}
