import { useState } from 'react';
import { categoryGradient } from '../lib/category-style';
import { DEFAULT_IMAGE, eventCoverUrl, normaliseImageUrl } from '../lib/image-url';

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
}

/** An event image that swaps in the fallback when there is none or loading fails. Fixed aspect box avoids layout shift. */
export function EventImage({ src, eventId, fallback: ownFallback, category, alt, height = '190px', eager, rounded }: Props) {
  const [failed, setFailed] = useState(false);
  const fallback = eventId ? eventCoverUrl(eventId) : (ownFallback ?? DEFAULT_IMAGE);
  const url = failed ? fallback : normaliseImageUrl(src, fallback);
  return (
    <img
      src={url}
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
