import { useRef, useState } from 'react';
import { swipeDirection } from '../../lib/tap';

/** Swipe left/right between tabs; pull down 100 px at the top of the page to refresh. */
export function useTouchGestures({ onSwipe, onRefresh }: { onSwipe: (dir: 'left' | 'right') => void; onRefresh: () => void }) {
  const [pull, setPull] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const handlers = {
    onTouchStart: (e: React.TouchEvent) => {
      start.current = { x: e.touches[0].clientX, y: e.touches[0].clientY };
    },
    onTouchMove: (e: React.TouchEvent) => {
      if (start.current && window.scrollY === 0) setPull(Math.max(0, e.touches[0].clientY - start.current.y));
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const s = start.current;
      if (s) {
        const t = e.changedTouches[0];
        const dir = swipeDirection(t.clientX - s.x, t.clientY - s.y);
        if (dir) onSwipe(dir);
        if (pull >= 100) onRefresh();
      }
      start.current = null;
      setPull(0);
    },
  };
  return { pull, handlers };
}
