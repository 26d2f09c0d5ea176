/**
 * THE public allow-list: the only requests served without a signed-in admin. Everything else — every route
 * any module registers, now or later — needs an admin session (the global AdminAccessGuard), and every
 * write needs the session's CSRF token. Matching is on the lower-cased path with repeated slashes folded,
 * because Express routes match case-insensitively.
 */
import { EXPLAINED_SMART_SEARCH_PATHS, pathAlternatives } from '../../search/contracts/smart-search-paths';

export interface PublicRoute {
  methods: readonly string[];
  pattern: RegExp;
  /** Why it is public. */
  reason: string;
  /** `always`: needs the CSRF token of the (pre-login) session; `signed-in`: only when a session is signed in. */
  csrf?: 'always' | 'signed-in';
  /** `partner`: the partner API's own guard asks for an API key (partner-api module). */
  key?: 'partner';
}

const READ = ['GET', 'HEAD'] as const;

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { methods: READ, pattern: /^\/api\/(events|categories|news|venues)(\/|$)/, reason: 'public read API (read model only)' },
  {
    methods: READ,
    pattern: /^\/api\/feeds\/(search|smart-search|venue)\.(ics|atom|json)$/,
    reason: 'calendar and news feeds of lists and searches (read model only)',
  },
  { methods: READ, pattern: /^\/api\/images\/[^/]+$/, reason: 'uploaded event images (content-hashed files, name checked strictly)' },
  { methods: READ, pattern: /^\/api\/search\/trending$/, reason: 'trending searches (counts of terms only)' },
  { methods: READ, pattern: /^\/api\/v1(\/|$)/, reason: 'partner API: no session, an API key instead (PartnerKeyGuard)', key: 'partner' },
  { methods: READ, pattern: /^\/api\/health$/, reason: 'health probe' },
  { methods: READ, pattern: /^\/api\/docs(-json|-yaml)?(\/|$)/, reason: 'OpenAPI documentation' },
  { methods: READ, pattern: /^\/api\/contact\/challenge$/, reason: 'contact form challenge' },
  { methods: READ, pattern: /^\/api\/newsletter\/(confirm|unsubscribe)$/, reason: 'links in newsletter mails' },
  { methods: READ, pattern: /^\/api\/newsletter\/t\/(o|c)$/, reason: 'open pixel and signed click redirects in campaign mails' },
  { methods: READ, pattern: /^\/(?!api(\/|$))/, reason: 'the website, its assets, robots.txt and sitemap.xml' },
  { methods: ['POST'], pattern: /^\/api\/newsletter\/(subscribe|unsubscribe)$/, reason: 'visitor newsletter sign-up' },
  { methods: ['POST'], pattern: /^\/api\/contact$/, reason: 'visitor contact form' },
  {
    methods: ['POST'],
    pattern: /^\/api\/alerts(\/(confirm|unsubscribe|manage))?$/,
    reason: 'visitor search alerts: sign-up, double opt-in, one-click unsubscribe, the manage page (its signed link is the authority)',
  },
  { methods: READ, pattern: /^\/api\/alerts\/(unsubscribe|manage)$/, reason: 'links in alert mails (unsubscribe landing, manage page data by signed link)' },
  { methods: ['POST'], pattern: /^\/api\/(organiser-portal|submit-event|partnership|mobile-app)\/notify$/, reason: 'visitor early-access sign-ups' },
  { methods: ['POST'], pattern: new RegExp(`^(${pathAlternatives(EXPLAINED_SMART_SEARCH_PATHS)})$`), reason: 'visitor Smart Search, explained' },
  { methods: ['POST'], pattern: /^\/api\/consent$/, reason: "the first paint's consent banner, before or without the app (own-origin posts only)" },
  {
    methods: READ,
    pattern: /^\/api\/tiktok\/callback(\.js)?$/,
    reason: "TikTok's OAuth redirect (the SameSite=Strict session cookie is not sent on it; its single-use state stands for the admin)",
  },
  { methods: READ, pattern: /^\/api\/admin\/status$/, reason: 'tells the admin client whether it is signed in' },
  { methods: ['POST'], pattern: /^\/api\/admin\/login$/, reason: 'sign-in', csrf: 'always' },
  { methods: ['POST'], pattern: /^\/api\/admin\/logout$/, reason: 'sign-out (succeeds when already signed out)', csrf: 'signed-in' },
];

/** Admin routes still open while the admin must change a temporary password (status and logout are public). */
const DURING_PASSWORD_CHANGE = [{ method: 'POST', pattern: /^\/api\/admin\/change-password$/ }];

export function normalisePath(path: string): string {
  const bare = path.split('?')[0] || '/';
  return bare.toLowerCase().replace(/\/{2,}/g, '/');
}

export function findPublicRoute(method: string, path: string): PublicRoute | null {
  const m = method.toUpperCase();
  const p = normalisePath(path);
  return PUBLIC_ROUTES.find((r) => r.methods.includes(m) && r.pattern.test(p)) ?? null;
}

export function allowedDuringPasswordChange(method: string, path: string): boolean {
  const p = normalisePath(path);
  return DURING_PASSWORD_CHANGE.some((r) => r.method === method.toUpperCase() && r.pattern.test(p));
}

/** Admin paths always get the session (status, login, logout are public but session-bound). */
export function isAdminPath(path: string): boolean {
  return /^\/api\/admin(\/|$)/.test(normalisePath(path));
}

export function isWrite(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
