/** A touch counts as a tap when it lasts 30–150 ms and moves under 10 px (spec constants). */
export function isTap(durationMs: number, dx: number, dy: number): boolean {
  return durationMs >= 30 && durationMs <= 150 && Math.hypot(dx, dy) < 10;
}

/** Swipe: at least 50 px horizontally and under 100 px vertically. */
export function swipeDirection(dx: number, dy: number): 'left' | 'right' | null {
  if (Math.abs(dx) < 50 || Math.abs(dy) >= 100) return null;
  return dx < 0 ? 'left' : 'right';
}
