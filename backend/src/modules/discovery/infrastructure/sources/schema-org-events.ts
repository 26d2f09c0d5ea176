import { cheerio, CheerioAPI } from '../../../../platform/html/cheerio';
import type { AnyNode, Element } from 'domhandler' with { 'resolution-mode': 'import' };
import { FoundEvent } from '../../domain/found-event';
import { StatedAmenity } from '../../domain/stated-accessibility';
import { microformatEvents } from './microformat-events';

/** What a page states about one event (schema.org Event), before the source adds its name and key. */
export type StatedEvent = Omit<FoundEvent, 'source' | 'sourceKey' | 'fetchedAt' | 'url'> & { url: string | null; cancelled: boolean };

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: Json): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const text = (v: Json): string | null => {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return text(v[0]);
  if (isObj(v)) return text(v.name ?? v.url ?? v['@value'] ?? v['@id']);
  return null;
};
const num = (v: Json): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[^0-9.+-]/g, '')) : NaN;
  return Number.isFinite(n) && String(v).trim() !== '' ? n : null;
};
const typesOf = (o: Obj): string[] => list(o['@type']).map((t) => String(t).replace(/^https?:\/\/schema\.org\//, ''));
const isEventType = (t: string) => /Event$|^Festival$/.test(t);

function absolute(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    return new URL(value, base).href;
  } catch {
    return null;
  }
}

/**
 * Every event the page states: schema.org Events in its JSON-LD (arrays, @graph and nested values) and microdata,
 * and microformats h-events. One event marked up both ways comes twice; the crawler merges them by start and title.
 */
export function eventsInPage(html: string, pageUrl: string): StatedEvent[] {
  const $ = cheerio().load(html);
  return [...jsonLdEvents($, pageUrl), ...microdataEvents($, pageUrl), ...microformatEvents($, pageUrl)];
}

/** Same-site links (http/https, no fragment), for the crawler. */
export function sameSiteLinks(html: string, pageUrl: string): string[] {
  const $ = cheerio().load(html);
  const origin = new URL(pageUrl).origin;
  const out = new Set<string>();
  $('a[href]').each((_, a) => {
    const href = absolute($(a).attr('href') ?? null, pageUrl);
    if (!href) return;
    const url = new URL(href);
    url.hash = '';
    if (url.origin === origin && !/\.(jpe?g|png|gif|webp|svg|pdf|zip|mp[34]|css|js|ics)$/i.test(url.pathname)) out.add(url.href);
  });
  return [...out];
}

function jsonLdEvents($: CheerioAPI, pageUrl: string): StatedEvent[] {
  const out: StatedEvent[] = [];
  const visit = (node: Json, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    if (!isObj(node)) return;
    if (typesOf(node).some(isEventType)) {
      const event = fromJsonLd(node, pageUrl);
      if (event) out.push(event);
      return;
    }
    for (const key of ['@graph', 'mainEntity', 'itemListElement', 'item', 'event', 'events', 'subEvent']) if (key in node) visit(node[key], depth + 1);
  };
  $('script[type="application/ld+json"]').each((_, script) => {
    const raw = $(script).text().trim();
    if (!raw) return;
    try {
      visit(JSON.parse(raw), 0);
    } catch {
      // A broken block is skipped; the page's other blocks and microdata still count.
    }
  });
  return out;
}

function fromJsonLd(o: Obj, pageUrl: string): StatedEvent | null {
  const title = text(o.name);
  const start = text(o.startDate);
  if (!title || !start) return null;
  const place = list(o.location).find((l) => typeof l === 'string' || (isObj(l) && !typesOf(l).includes('VirtualLocation'))) as Obj | string | undefined;
  const address = isObj(place) ? place.address : undefined;
  const addr = isObj(address) ? address : {};
  const geo = isObj(place) && isObj(place.geo) ? place.geo : {};
  const offer = list(o.offers).find(isObj) as Obj | undefined;
  const prices = list(o.offers)
    .filter(isObj)
    .flatMap((of) => [num(of.price), num(of.lowPrice)])
    .filter((n): n is number => n !== null);
  const highs = list(o.offers)
    .filter(isObj)
    .flatMap((of) => [num(of.highPrice), num(of.price)])
    .filter((n): n is number => n !== null);
  const image = list(o.image)[0];
  return {
    title,
    description: text(o.description),
    start,
    end: text(o.endDate),
    venue: isObj(place) ? text(place.name) : typeof place === 'string' ? place : null,
    city: text(addr.addressLocality) ?? (typeof address === 'string' ? address.split(',').slice(-2, -1)[0]?.trim() || null : null),
    regionHint: text(addr.addressRegion) ?? (typeof address === 'string' ? address : null),
    countryCode: text(addr.addressCountry),
    latitude: num(geo.latitude),
    longitude: num(geo.longitude),
    categoryHints: [...typesOf(o), ...list(o.keywords).map((k) => String(k)), ...list(o.genre).map((g) => String(g))],
    priceMin: prices.length ? Math.min(...prices) : null,
    priceMax: highs.length ? Math.max(...highs) : null,
    currency: offer ? text(offer.priceCurrency) : null,
    priceText: offer && typeof offer.price === 'string' && /free/i.test(offer.price) ? 'Free' : null,
    ticketUrl: absolute(offer ? text(offer.url) : null, pageUrl),
    imageUrl: absolute(isObj(image) ? text(image.url ?? image.contentUrl) : text(image), pageUrl),
    url: absolute(text(o.url), pageUrl),
    cancelled: /EventCancelled/.test(text(o.eventStatus) ?? ''),
    amenities: [...list(o.amenityFeature), ...(isObj(place) ? list(place.amenityFeature) : [])].filter(isObj).flatMap(amenityOf),
  };
}

/** A LocationFeatureSpecification: its name and a boolean value (true, "true", "yes"; anything else is not a yes). */
function amenityOf(f: Obj): StatedAmenity[] {
  const name = text(f.name);
  if (!name) return [];
  const v = f.value;
  const value =
    v === true || (typeof v === 'string' && /^(true|yes)$/i.test(v.trim()))
      ? true
      : v === false || (typeof v === 'string' && /^(false|no)$/i.test(v.trim()))
        ? false
        : null;
  return [{ name, value }];
}

/** Microdata: itemprops belong to the nearest enclosing itemscope, so nested places and offers are read apart. */
function microdataEvents($: CheerioAPI, pageUrl: string): StatedEvent[] {
  const out: StatedEvent[] = [];
  $('[itemscope][itemtype]').each((_, el) => {
    const types = ($(el).attr('itemtype') ?? '').split(/\s+/).map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
    if (!types.some(isEventType)) return;
    if ($(el).attr('itemprop')) return; // an event inside another item (subEvent) is read with its parent's page only
    const props = propsOf($, el, pageUrl);
    const title = first(props, 'name');
    const start = first(props, 'startDate');
    if (!title || !start) return;
    const location = items(props, 'location')[0];
    const place = location ? propsOf($, location, pageUrl) : new Map<string, Array<string | Element>>();
    const addressEl = items(place, 'address')[0];
    const address = addressEl ? propsOf($, addressEl, pageUrl) : new Map<string, Array<string | Element>>();
    const geoEl = items(place, 'geo')[0];
    const geo = geoEl ? propsOf($, geoEl, pageUrl) : new Map<string, Array<string | Element>>();
    const offers = items(props, 'offers').map((o) => propsOf($, o, pageUrl));
    const prices = offers
      .flatMap((o) => [first(o, 'price'), first(o, 'lowPrice')])
      .map(num)
      .filter((n): n is number => n !== null);
    const highs = offers
      .flatMap((o) => [first(o, 'highPrice'), first(o, 'price')])
      .map(num)
      .filter((n): n is number => n !== null);
    out.push({
      title,
      description: first(props, 'description'),
      start,
      end: first(props, 'endDate'),
      venue: first(place, 'name') ?? (location ? null : first(props, 'location')),
      city: first(address, 'addressLocality'),
      regionHint: first(address, 'addressRegion') ?? (addressEl ? null : first(place, 'address')),
      countryCode: first(address, 'addressCountry'),
      latitude: num(first(geo, 'latitude')),
      longitude: num(first(geo, 'longitude')),
      categoryHints: [...types, ...(first(props, 'keywords') ?? '').split(',')].filter(Boolean),
      priceMin: prices.length ? Math.min(...prices) : null,
      priceMax: highs.length ? Math.max(...highs) : null,
      currency: offers[0] ? first(offers[0], 'priceCurrency') : null,
      priceText: null,
      ticketUrl: offers[0] ? absolute(first(offers[0], 'url'), pageUrl) : null,
      imageUrl: absolute(first(props, 'image'), pageUrl),
      url: absolute(first(props, 'url'), pageUrl),
      cancelled: /EventCancelled/.test(first(props, 'eventStatus') ?? ''),
    });
  });
  return out;
}

type Props = Map<string, Array<string | Element>>;

function propsOf($: CheerioAPI, item: Element, pageUrl: string): Props {
  const props: Props = new Map();
  $(item)
    .find('[itemprop]')
    .each((_, el) => {
      if (nearestScope(el) !== item) return;
      const value = $(el).is('[itemscope]') ? el : valueOf($, el, pageUrl);
      for (const name of ($(el).attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) props.set(name, [...(props.get(name) ?? []), value]);
    });
  return props;
}

function nearestScope(el: Element): AnyNode | null {
  let node = el.parent;
  while (node && !(node.type === 'tag' && 'attribs' in node && (node as Element).attribs.itemscope !== undefined)) node = node.parent;
  return node;
}

function valueOf($: CheerioAPI, el: Element, pageUrl: string): string {
  const $el = $(el);
  const content = $el.attr('content') ?? $el.attr('datetime') ?? $el.attr('value');
  if (content !== undefined) return content.trim();
  if ($el.is('a, link')) return absolute($el.attr('href') ?? null, pageUrl) ?? '';
  if ($el.is('img, source')) return absolute($el.attr('src') ?? null, pageUrl) ?? '';
  return $el.text().replace(/\s+/g, ' ').trim();
}

const first = (props: Props, name: string): string | null => {
  const v = props.get(name)?.find((x) => typeof x === 'string');
  return typeof v === 'string' && v ? v : null;
};
const items = (props: Props, name: string): Element[] => (props.get(name) ?? []).filter((x): x is Element => typeof x !== 'string');
