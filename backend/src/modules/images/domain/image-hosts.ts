/** Where an image lives says a lot about it: stock libraries, placeholder services, or the organiser's own site. */

/** Stock photo libraries: a picture from one shows "a festival", not this festival. */
export const STOCK_HOSTS = [
  'unsplash.com',
  'pexels.com',
  'pixabay.com',
  'shutterstock.com',
  'istockphoto.com',
  'gettyimages.com',
  'gettyimages.co.uk',
  'stock.adobe.com',
  'ftcdn.net',
  'depositphotos.com',
  'dreamstime.com',
  '123rf.com',
  'alamy.com',
  'freepik.com',
  'stocksy.com',
  'canva.com',
] as const;

/** Services that draw a grey box with its size written on it, or a random picture. */
export const PLACEHOLDER_HOSTS = [
  'placehold.co',
  'placehold.it',
  'placeholder.com',
  'via.placeholder.com',
  'dummyimage.com',
  'placekitten.com',
  'placeimg.com',
  'picsum.photos',
  'lorempixel.com',
  'fakeimg.pl',
  'loremflickr.com',
] as const;

/** Second-level labels under which UK (and a few other) registries sell names: example.co.uk is one site. */
const SECOND_LEVEL = new Set(['co', 'org', 'ac', 'gov', 'ltd', 'plc', 'me', 'net', 'sch', 'nhs', 'com', 'police', 'mod']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** The registrable part of a host name ("www.bbc.co.uk" → "bbc.co.uk"); IP literals and single labels stay whole. */
export function siteOf(host: string): string {
  const h = host.toLowerCase().replace(/^www\./, '');
  if (/^[\d.]+$/.test(h) || h.includes(':') || h.startsWith('[')) return h;
  const labels = h.split('.');
  if (labels.length <= 2) return h;
  const take = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-take).join('.');
}

function matches(host: string, list: readonly string[]): string | null {
  // The most specific entry names it (via.placeholder.com rather than placeholder.com).
  const found = list.filter((d) => host === d || host.endsWith(`.${d}`));
  return found.sort((a, b) => b.length - a.length)[0] ?? null;
}

export function stockHostOf(url: string): string | null {
  const host = hostOf(url);
  return host ? matches(host, STOCK_HOSTS) : null;
}

export function placeholderHostOf(url: string): string | null {
  const host = hostOf(url);
  return host ? matches(host, PLACEHOLDER_HOSTS) : null;
}

/** Whether the image sits on the event's official website (same registrable domain): the organiser's own picture. */
export function onOrganiserSite(imageUrl: string, officialUrl: string | null): boolean {
  if (!officialUrl) return false;
  const a = hostOf(imageUrl);
  const b = hostOf(officialUrl);
  return Boolean(a && b && siteOf(a) === siteOf(b));
}
