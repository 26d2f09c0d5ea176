/** Analytics are optional: calls are dropped when no third-party tag is on the page. */
type Gtag = (...args: unknown[]) => void;

function gtag(): Gtag | undefined {
  return (window as unknown as { gtag?: Gtag }).gtag;
}

export function trackPageView(path: string): void {
  gtag()?.('event', 'page_view', { page_path: path });
}

export function trackEvent(name: string, fields: { event_category?: string; event_label?: string; value?: number } = {}): void {
  gtag()?.('event', name, fields);
}
