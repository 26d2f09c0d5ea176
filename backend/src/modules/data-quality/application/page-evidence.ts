import { cheerio } from '../../../platform/html/cheerio';
import { hostMatches, isParkedPage, TICKETING_DOMAINS } from '../domain/outside-hosts';

export interface StructuredEvent {
  source: 'json-ld' | 'microdata';
  name: string | null;
  startDate: string | null;
}

export interface PageEvidence {
  title: string;
  namesEvent: boolean;
  structured: StructuredEvent[];
  datesMatch: boolean;
  ticketLink: boolean;
  parked: boolean;
}

const GENERIC = new Set(['the', 'and', 'of', 'in', 'on', 'at', 'a', 'an', 'for', 'to', 'festival', 'fest', 'event', 'events', 'uk', 'live', 'weekend']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** At least 60 % of the title's distinctive words (years and generic words aside) appear on the page. */
export function namesEvent(pageText: string, title: string): boolean {
  const all = words(title).filter((w) => !/^(19|20)\d\d$/.test(w));
  const distinctive = all.filter((w) => !GENERIC.has(w));
  const wanted = distinctive.length ? distinctive : all;
  if (wanted.length === 0) return false;
  const onPage = new Set(words(pageText));
  return wanted.filter((w) => onPage.has(w)).length / wanted.length >= 0.6;
}

const isEventType = (t: unknown): boolean => (Array.isArray(t) ? t.some(isEventType) : typeof t === 'string' && /(^|[:/])(\w*Event|Festival)$/.test(t));

/** schema.org Event objects in the page's ld+json scripts (arrays and @graph included); broken JSON is skipped. */
function jsonLdEvents(scripts: string[]): StructuredEvent[] {
  const found: StructuredEvent[] = [];
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 6) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    const o = node as Record<string, unknown>;
    if (isEventType(o['@type'])) {
      found.push({ source: 'json-ld', name: typeof o.name === 'string' ? o.name : null, startDate: typeof o.startDate === 'string' ? o.startDate : null });
    }
    if (o['@graph']) visit(o['@graph'], depth + 1);
    if (o.subEvent) visit(o.subEvent, depth + 1);
  };
  for (const raw of scripts) {
    try {
      visit(JSON.parse(raw), 0);
    } catch {
      /* not JSON: ignored, as search engines do */
    }
  }
  return found;
}

/** A date string's calendar day, or null. */
function dayOf(value: string | null): number | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim()) : null;
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000 : null;
}

/**
 * What an official page says about an event: does it name it, does it carry schema.org Event data (JSON-LD
 * via JSON.parse, microdata via cheerio) with the same start date, does it link to tickets, is it parked.
 */
export function readPage(html: string, pageUrl: string, event: { title: string; startDate: string }): PageEvidence {
  const $ = cheerio().load(html);
  const scripts = $('script[type="application/ld+json"]')
    .map((_, el) => $(el).text())
    .get();
  const structured = jsonLdEvents(scripts);
  $('[itemscope][itemtype]').each((_, el) => {
    const type = $(el).attr('itemtype') ?? '';
    if (!isEventType(type.trim().split(/\s+/))) return;
    const prop = (name: string) => {
      const p = $(el).find(`[itemprop="${name}"]`).first();
      return p.length ? (p.attr('content') ?? p.attr('datetime') ?? p.text()).trim() || null : null;
    };
    structured.push({ source: 'microdata', name: prop('name'), startDate: prop('startDate') });
  });
  const title = $('title').first().text().trim();
  $('script, style, noscript').remove();
  const text = [title, $('meta[property="og:title"]').attr('content') ?? '', $('h1, h2').text(), $('body').text().slice(0, 50_000)].join(' ');
  const wanted = dayOf(event.startDate);
  const datesMatch = structured.some((s) => {
    const d = dayOf(s.startDate);
    return d !== null && wanted !== null && Math.abs(d - wanted) <= 1;
  });
  let pageHost = '';
  try {
    pageHost = new URL(pageUrl).hostname;
  } catch {
    /* keep empty */
  }
  const ticketLink = $('a[href]')
    .map((_, a) => ({ href: $(a).attr('href') ?? '', label: $(a).text() }))
    .get()
    .some(({ href, label }) => {
      try {
        const u = new URL(href, pageUrl);
        if (hostMatches(u.hostname, TICKETING_DOMAINS)) return true;
        return u.hostname === pageHost && /ticket|book/i.test(`${u.pathname} ${label}`);
      } catch {
        return false;
      }
    });
  return {
    title,
    namesEvent: namesEvent(text, event.title) || structured.some((s) => s.name !== null && namesEvent(s.name, event.title)),
    structured,
    datesMatch,
    ticketLink,
    parked: isParkedPage(pageHost, text),
  };
}
