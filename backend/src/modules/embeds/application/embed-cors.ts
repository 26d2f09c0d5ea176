import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { pathAlternatives, SMART_SEARCH_PATHS } from '../../search/contracts/smart-search-paths';

/**
 * CORS for embeds only: the public reads the web component makes from other sites (search, Smart Search) and its
 * script. Any origin, GET/HEAD only, never credentials (no Access-Control-Allow-Credentials; `*` forbids them anyway),
 * so a cross-site page can read public lists and nothing that depends on a visitor's cookies.
 */
export const EMBED_CORS_PATHS = new RegExp(`^(${pathAlternatives(['/api/events/search', ...SMART_SEARCH_PATHS, '/embed/events.js'])})$`);

const READS = new Set(['GET', 'HEAD']);

/** Put in front of the server's request listeners (outermost, so cached and lean answers carry the headers too). */
export function installEmbedCors(server: Server): void {
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  const next = (req: IncomingMessage, res: ServerResponse) => listeners.forEach((l) => l.call(server, req, res));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!.toLowerCase();
    if (!EMBED_CORS_PATHS.test(path)) return next(req, res);
    if (req.method === 'OPTIONS') {
      // Preflight: the component sends none (a plain GET), but a browser may ask; only GET/HEAD are allowed.
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Max-Age': '86400',
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    if (READS.has(req.method ?? '')) res.setHeader('Access-Control-Allow-Origin', '*');
    next(req, res);
  });
}
