import { useState } from 'react';
import { categoryGradient } from '../lib/category-style';
import { DEFAULT_IMAGE, eventCoverUrl, normaliseImageUrl, uploadedImageSrcSet } from '../lib/image-url';

/** A card's width: one column on phones, two on tablets, at most about 400 px in the desktop grids. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

interface Props {
  src: string | null | undefined;
  /** An event's image falls back to the event's generated cover; anything else to `fallback` or the default picture. */
  eventId?: string;
  /** The picture shown when there is no image (a news item's generated cover). */
  fallback?: string;
  /** Paints the box in the category's colours while the picture loads. */
  category?: string | null;
  alt: string;
  height?: string;
  eager?: boolean;
  rounded?: string;
  /** Overrides the event's public cover (the admin preview of a draft, whose public cover does not exist yet). */
  coverUrl?: string;
  /** How wide the image is drawn (the `sizes` attribute), so the browser picks an uploaded image's right copy. */
  sizes?: string;
}

/** An event image that swaps in the fallback when there is none or loading fails. Fixed aspect box avoids layout shift. */
export function EventImage({
  src,
  eventId,
  fallback: ownFallback,
  category,
  alt,
  height = '190px',
  eager,
  rounded,
  sizes = CARD_IMAGE_SIZES,
  coverUrl,
}: Props) {
  const [failed, setFailed] = useState(false);
  const fallback = coverUrl ?? (eventId ? eventCoverUrl(eventId) : (ownFallback ?? DEFAULT_IMAGE));
  const url = failed ? fallback : normaliseImageUrl(src, fallback);
  const srcSet = failed ? undefined : uploadedImageSrcSet(url);
  return (
    <img
      src={url}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchpriority: 'high' } : {})}
      width={800}
      height={450}
      onError={() => setFailed(true)}
      style={{
        width: '100%',
        height,
        objectFit: 'cover',
        display: 'block',
        borderRadius: rounded,
        background: category ? categoryGradient(category) : '#e5e7eb',
      }}
    />
  );
}
