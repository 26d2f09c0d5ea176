import { EventReadModel } from '../../../../events/application/ports/event-read-model.port';
import { HealthCheck } from '../../../application/health-check';
import { HealthFacts } from '../../../application/ports/health-facts.port';
import { SelfRequest } from '../../../application/ports/self-request.port';
import { grade, THRESHOLDS } from './thresholds';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

const REQUIRED_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security'];

/**
 * Headers on a real response of this server, the admin session cookie's flags (from a real pre-login
 * session), and whether an admin still signs in with a temporary password.
 */
export async function securityConfiguration(self: SelfRequest, facts: HealthFacts, https: boolean): Promise<Result> {
  const page = await self.get('/api/health');
  const missing = REQUIRED_HEADERS.filter((h) => !page.headers[h]);
  const csp = String(page.headers['content-security-policy'] ?? '');
  const inlineHandlersBlocked = /script-src-attr 'none'/.test(csp);
  const status = await self.get('/api/admin/status');
  // A signed-out status call sets the login form's cookie, made with the same flags as the session cookie.
  const setCookie = ([] as string[]).concat(status.headers['set-cookie'] ?? []).find((c) => /^(__Host-)?ff_(admin|login_csrf)=/.test(c));
  const cookie = setCookie
    ? {
        httpOnly: /;\s*httponly/i.test(setCookie),
        sameSite: /samesite=(strict|lax)/i.exec(setCookie)?.[1]?.toLowerCase() ?? null,
        secure: /;\s*secure/i.test(setCookie),
      }
    : null;
  const temporary = await facts.adminsWithTemporaryPassword();
  const problems: string[] = [];
  if (missing.length) problems.push(`missing headers: ${missing.join(', ')}`);
  if (!inlineHandlersBlocked) problems.push('CSP does not forbid inline event handlers');
  if (!cookie) problems.push('no admin cookie was set');
  else if (!cookie.httpOnly || !cookie.sameSite || (https && !cookie.secure)) problems.push('admin cookie lacks HttpOnly, SameSite or Secure');
  const serious = problems.length > 0;
  if (temporary > 0) problems.push(`${temporary} admin${temporary === 1 ? ' still uses a' : 's still use'} temporary password`);
  return {
    status: serious ? 'fail' : temporary > 0 ? 'warning' : 'pass',
    message: problems.length ? problems.join('; ') : 'Security headers, session cookie flags and admin passwords are in order',
    details: { missingHeaders: missing, inlineHandlersBlocked, sessionCookie: cookie, httpsOnlyCookie: https, adminsWithTemporaryPassword: temporary },
  };
}

/** URLs and event-page URLs of a sitemap; an index (over 50,000 URLs) is followed into its parts, each asked of this site. */
async function sitemapCounts(self: SelfRequest, body: string): Promise<{ urls: number; eventUrls: number }> {
  if (!body.includes('<sitemapindex')) return countLocs(body);
  const total = { urls: 0, eventUrls: 0 };
  for (const [, loc] of body.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    const part = await self.get(new URL(loc!).pathname);
    if (part.status !== 200) continue;
    const counts = countLocs(part.body);
    total.urls += counts.urls;
    total.eventUrls += counts.eventUrls;
  }
  return total;
}

/** Counted without building a list of them: a part holds 50,000. */
function countLocs(body: string): { urls: number; eventUrls: number } {
  let urls = 0;
  let eventUrls = 0;
  for (let at = body.indexOf('<loc>'); at >= 0; at = body.indexOf('<loc>', at + 5)) {
    const end = body.indexOf('</loc>', at);
    if (end < 0) break;
    urls++;
    if (body.slice(at + 5, end).includes('/event/')) eventUrls++;
  }
  return { urls, eventUrls };
}

/** The served sitemap against the published catalogue, and robots.txt pointing at it. */
export async function seoConfiguration(self: SelfRequest, index: EventReadModel, publicBaseUrl: string | undefined): Promise<Result> {
  const [sitemap, robots, published] = await Promise.all([self.get('/sitemap.xml'), self.get('/robots.txt'), index.count({ statuses: ['published'] })]);
  if (sitemap.status !== 200) return { status: 'fail', message: `/sitemap.xml answered ${sitemap.status}`, details: { sitemapStatus: sitemap.status } };
  const { urls, eventUrls } = await sitemapCounts(self, sitemap.body);
  const coverage = published === 0 ? 1 : Math.min(1, eventUrls / published);
  const robotsNamesSitemap = robots.status === 200 && /^sitemap:\s*\S+/im.test(robots.body);
  let status = grade(coverage, THRESHOLDS.sitemapCoverage, false);
  const notes: string[] = [];
  if (!robotsNamesSitemap) notes.push('robots.txt does not name the sitemap');
  if (!publicBaseUrl) notes.push('PUBLIC_BASE_URL is not set, so sitemap links use the request host');
  if (status === 'pass' && notes.length) status = 'warning';
  return {
    status,
    message: `Sitemap lists ${eventUrls} of ${published} published events (${Math.round(coverage * 1000) / 10}%)${notes.length ? `; ${notes.join('; ')}` : ''}`,
    details: { sitemapUrls: urls, eventUrls, publishedEvents: published, coveragePercent: Math.round(coverage * 1000) / 10, robotsNamesSitemap },
  };
}
