import { useState } from 'react';
import { categoryFallbackImage, normaliseImageUrl } from '../lib/image-url';

interface Props {
  src: string | null | undefined;
  category?: string | null;
  alt: string;
  height?: string;
  eager?: boolean;
  rounded?: string;
}

/** An event image that swaps in the category artwork when loading fails. Fixed aspect box avoids layout shift. */
export function EventImage({ src, category, alt, height = '190px', eager, rounded }: Props) {
  const [failed, setFailed] = useState(false);
  const url = failed ? categoryFallbackImage(category) : normaliseImageUrl(src, category);
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
      style={{ width: '100%', height, objectFit: 'cover', display: 'block', borderRadius: rounded, background: '#e5e7eb' }}
    />
  );
}
