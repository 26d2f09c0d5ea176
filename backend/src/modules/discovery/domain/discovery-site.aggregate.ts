import { Aggregate } from '../../../platform/domain/aggregate';

export interface DiscoverySiteProps {
  url: string;
  publish: boolean;
  addedBy: string;
  addedAt: Date;
  removed: boolean;
}

/** A website staff added for discovery to crawl. Adding and removing are domain events. */
export class DiscoverySite extends Aggregate<DiscoverySiteProps> {
  readonly streamType = 'discovery-site';

  static add(id: string, url: string, publish: boolean, addedBy: string, now: Date): DiscoverySite {
    const site = new DiscoverySite(id, { url: normaliseSiteUrl(url), publish, addedBy, addedAt: now, removed: false }, 0);
    site.record('DiscoverySiteAdded', { url: site.props.url, publish });
    return site;
  }

  static restore(id: string, props: DiscoverySiteProps, version: number): DiscoverySite {
    return new DiscoverySite(id, props, version);
  }

  remove(): void {
    if (this.props.removed) return;
    this.props = { ...this.props, removed: true };
    this.record('DiscoverySiteRemoved', { url: this.props.url });
  }
}

/** One spelling per site: lower-case scheme and host, no fragment. */
export function normaliseSiteUrl(url: string): string {
  const u = new URL(url.trim());
  u.hash = '';
  return u.href;
}
