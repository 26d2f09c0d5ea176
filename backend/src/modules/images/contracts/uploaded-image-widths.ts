/**
 * The widths an uploaded event image is stored at (WebP, never upscaled: a narrower original is kept at its own
 * width). The site's pages offer them as `srcset`, so a phone loads the small copy.
 */
export const UPLOAD_WIDTHS = [400, 800, 1200] as const;

/** `/api/images/<32 hex>-<width>.webp`: an uploaded image's address; the event's `imageUrl` names the widest copy. */
export const UPLOADED_IMAGE_PATH_RE = /^\/api\/images\/([a-f0-9]{32})-(\d{2,4})\.webp$/;

/** How wide the event page draws its picture (its 6xl container, the full width below it): the `<img>` and the preload. */
export const EVENT_PAGE_IMAGE_SIZES = '(min-width: 1152px) 1152px, 100vw';

/**
 * `srcset` for an uploaded image's copies (those not wider than the one the URL names); undefined for any other
 * image (an outside URL, a generated cover), which has one size.
 */
export function uploadedImageSrcSet(url: string): string | undefined {
  const m = UPLOADED_IMAGE_PATH_RE.exec(url);
  if (!m) return undefined;
  const widest = Number(m[2]);
  const widths: number[] = UPLOAD_WIDTHS.filter((w) => w <= widest);
  if (!widths.includes(widest)) widths.push(widest);
  if (widths.length < 2) return undefined;
  return widths.map((w) => `/api/images/${m[1]}-${w}.webp ${w}w`).join(', ');
}
