import { useEffect } from 'react';
import { truncate } from '../lib/format-count';

/** Keeps title and description right after client-side navigation (the server sets them on first load). */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title.includes('Festival Finder') ? title : `${title} | Festival Finder`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = truncate(description, 200);
    }
  }, [title, description]);
}
