import { dayNumber, isIsoDate, ukDateOf } from '../../../platform/time/uk-days';
import { mapCategory } from './category-mapping';
import { FoundEvent, NormalisedEvent } from './found-event';
import { statedAccessibility } from './stated-accessibility';
import { placeOf } from './uk-place';

export type Normalised = { ok: true; event: NormalisedEvent } | { ok: false; reason: string };

const FALLBACK_CATEGORY = 'arts-culture';

/** A stated date or date-time as a UK calendar day (date-times are read in their own offset, then put in Europe/London). */
export function ukDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (isIsoDate(text)) return text;
  if (/^\d{8}$/.test(text)) {
    const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
    return isIsoDate(iso) ? iso : null;
  }
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : ukDateOf(instant);
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const plainText = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

function webAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= 2000 ? url.href : null;
  } catch {
    return null;
  }
}

const money = (n: number) => (Number.isInteger(n) ? `£${n}` : `£${n.toFixed(2)}`);

/** The price as the site writes it; null (shown as "Price TBC") when the source states none in pounds. */
export function priceTextOf(found: Pick<FoundEvent, 'priceText' | 'priceMin' | 'priceMax' | 'currency'>): string | null {
  const currency = (found.currency ?? 'GBP').toUpperCase();
  if (typeof found.priceMin === 'number' && Number.isFinite(found.priceMin) && currency === 'GBP') {
    if (found.priceMin === 0 && !(found.priceMax && found.priceMax > 0)) return 'Free';
    if (typeof found.priceMax === 'number' && found.priceMax > found.priceMin) return `${money(found.priceMin)}–${money(found.priceMax)}`;
    return `from ${money(found.priceMin)}`;
  }
  const text = plainText(found.priceText);
  if (!text) return null;
  if (/^free$/i.test(text)) return 'Free';
  if (/£|\bfree\b|\bgbp\b|pounds?/i.test(text)) return clip(text, 100);
  return null;
}

/** Puts a found event in the catalogue's terms, or says why it cannot be filed. */
export function normalise(found: FoundEvent): Normalised {
  const title = clip(plainText(found.title), 200);
  if (title.length < 3) return { ok: false, reason: 'no title' };
  const startDate = ukDay(found.start);
  if (!startDate) return { ok: false, reason: `"${title}": no readable start date` };
  let endDate = ukDay(found.end) ?? startDate;
  if (dayNumber(endDate) < dayNumber(startDate)) endDate = startDate;
  if (found.countryCode && !/^(gb|uk|united kingdom|great britain)$/i.test(found.countryCode.trim())) {
    return { ok: false, reason: `"${title}": not in the United Kingdom (${found.countryCode})` };
  }
  const place = placeOf(found);
  if (!place) return { ok: false, reason: `"${title}": no UK town or region could be read from its venue` };
  const description = clip(plainText(found.description), 5000);
  const category = mapCategory(found.categoryHints, title, description);
  return {
    ok: true,
    event: {
      title,
      description,
      imageUrl: webAddress(found.imageUrl),
      category: category ?? FALLBACK_CATEGORY,
      startDate,
      endDate,
      venue: clip(plainText(found.venue), 200),
      city: clip(place.city, 100),
      region: place.region,
      latitude: place.latitude,
      longitude: place.longitude,
      priceText: priceTextOf(found),
      ticketUrl: webAddress(found.ticketUrl) ?? webAddress(found.url),
      source: `discovery:${found.source}`,
      tags: category ? ['discovered'] : ['discovered', 'uncategorised'],
      accessibility: statedAccessibility(found.amenities ?? [], found.description),
    },
  };
}
