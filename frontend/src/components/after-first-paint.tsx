import { useAfterFirstPaint } from '../hooks/use-after-first-paint';

/**
 * Renders its children in a task of their own after the first paint (`order` staggers several), so a page's
 * secondary parts do not make one long task with its lead. Only this part re-renders when it turns ready.
 */
export function AfterFirstPaint({ order = 0, children }: { order?: number; children: React.ReactNode }) {
  return useAfterFirstPaint(order) ? <>{children}</> : null;
}
