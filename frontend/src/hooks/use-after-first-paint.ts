import { useEffect, useState } from 'react';

/**
 * Becomes true in a task of its own after the first paint, so a page's secondary parts render after its lead
 * instead of in one long task with it (the event page's blocking time). `order` staggers several such parts:
 * each waits that many more timer turns, so each renders in its own short task.
 */
export function useAfterFirstPaint(order = 0): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let id = 0;
    let left = order;
    const next = () => {
      id = window.setTimeout(() => (left-- > 0 ? next() : setReady(true)), 0);
    };
    next();
    return () => window.clearTimeout(id);
  }, [ready, order]);
  return ready;
}
