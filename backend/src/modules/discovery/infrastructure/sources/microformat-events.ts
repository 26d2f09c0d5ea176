import type { CheerioAPI } from '../../../../platform/html/cheerio';
import type { AnyNode, Element } from 'domhandler' with { 'resolution-mode': 'import' };
import type { StatedEvent } from './schema-org-events';

/**
 * Microformats2 h-event (https://microformats.org/wiki/h-event), as Gancio and many small organisers' sites mark
 * events up: p-name, dt-start, dt-end, p-summary / p-description / e-content, p-location (text, or a nested h-card /
 * h-adr / h-geo), u-url, u-photo, p-category. A property belongs to its nearest microformat root, so a location's
 * p-name is not the event's. Values follow the mf2 parsing rules in brief (no value-class pattern).
 */
export function microformatEvents($: CheerioAPI, pageUrl: string): StatedEvent[] {
  const out: StatedEvent[] = [];
  $('.h-event').each((_, el) => {
    if (propertyClasses(el).length) return; // an h-event that is another item's property (a sub-event)
    const props = propsOf($, el, pageUrl);
    const title = first(props, 'p-name');
    const start = first(props, 'dt-start');
    if (!title || !start) return;
    const location = roots(props, 'p-location')[0];
    const place = location ? propsOf($, location, pageUrl) : new Map();
    const geoEl = roots(place, 'p-geo')[0];
    const geo = geoEl ? propsOf($, geoEl, pageUrl) : new Map();
    const adrEl = roots(place, 'p-adr')[0];
    const adr = adrEl ? propsOf($, adrEl, pageUrl) : place;
    out.push({
      title,
      description: first(props, 'p-summary') ?? first(props, 'p-description') ?? first(props, 'e-content'),
      start,
      end: first(props, 'dt-end'),
      venue: location ? first(place, 'p-name') : first(props, 'p-location'),
      city: first(adr, 'p-locality'),
      regionHint: first(adr, 'p-region') ?? first(adr, 'p-country-name'),
      countryCode: null,
      latitude: num(first(geo, 'p-latitude') ?? first(place, 'p-latitude')),
      longitude: num(first(geo, 'p-longitude') ?? first(place, 'p-longitude')),
      categoryHints: props.get('p-category')?.filter((v): v is string => typeof v === 'string') ?? [],
      priceMin: null,
      priceMax: null,
      currency: null,
      priceText: null,
      ticketUrl: null,
      imageUrl: first(props, 'u-photo'),
      url: first(props, 'u-url'),
      cancelled: false,
    });
  });
  return out;
}

type Props = Map<string, Array<string | Element>>;

const classesOf = (el: Element): string[] => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
const propertyClasses = (el: Element): string[] => classesOf(el).filter((c) => /^(p|u|dt|e)-[a-z0-9]+(-[a-z0-9]+)*$/.test(c));
const isRoot = (el: Element): boolean => classesOf(el).some((c) => /^h-[a-z0-9]+(-[a-z0-9]+)*$/.test(c));

function propsOf($: CheerioAPI, root: Element, pageUrl: string): Props {
  const props: Props = new Map();
  $(root)
    .find('[class]')
    .each((_, el) => {
      const names = propertyClasses(el);
      if (!names.length || nearestRoot(el) !== root) return;
      for (const name of names) {
        const value = isRoot(el) ? el : valueOf($, el, name, pageUrl);
        props.set(name, [...(props.get(name) ?? []), value]);
        // A nested microformat's own name stands for the property's text too (a location given as an h-card).
        if (isRoot(el)) props.get(name)!.push(valueOf($, el, name, pageUrl));
      }
    });
  return props;
}

function nearestRoot(el: Element): AnyNode | null {
  let node = el.parent;
  while (node && !(node.type === 'tag' && isRoot(node as Element))) node = node.parent;
  return node;
}

function valueOf($: CheerioAPI, el: Element, name: string, pageUrl: string): string {
  const $el = $(el);
  const attr = (a: string) => $el.attr(a)?.trim();
  const prefix = name.split('-')[0];
  let value: string | undefined;
  if (prefix === 'u')
    value = $el.is('a, area, link') ? absolute(attr('href'), pageUrl) : $el.is('img, audio, video, source') ? absolute(attr('src'), pageUrl) : undefined;
  if (prefix === 'dt') value = $el.is('time, ins, del') ? attr('datetime') : undefined;
  value ??= $el.is('abbr') ? attr('title') : $el.is('data, input') ? attr('value') : $el.is('img, area') ? attr('alt') : undefined;
  return value ?? $el.text().replace(/\s+/g, ' ').trim();
}

function absolute(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, base).href;
  } catch {
    return undefined;
  }
}

const first = (props: Props, name: string): string | null => {
  const v = props.get(name)?.find((x) => typeof x === 'string' && x !== '');
  return typeof v === 'string' ? v : null;
};
const roots = (props: Props, name: string): Element[] => (props.get(name) ?? []).filter((x): x is Element => typeof x !== 'string');
const num = (v: string | null): number | null => {
  const n = v === null ? NaN : Number(v);
  return Number.isFinite(n) && v!.trim() !== '' ? n : null;
};
