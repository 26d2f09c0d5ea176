import { Injectable } from '@nestjs/common';
import { DiscoverySource, DiscoverySources } from '../../application/ports/discovery-source.port';
import { AiProposalsSource } from './ai-proposals.source';
import { IcsFeedSource } from './ics-feed.source';
import { SiteCrawlerSource } from './site-crawler.source';
import { SkiddleSource } from './skiddle.source';
import { TicketmasterSource } from './ticketmaster.source';

/** Every adapter behind the DiscoverySource port; each says itself whether it is configured. */
@Injectable()
export class ConfiguredSources extends DiscoverySources {
  private readonly sources: DiscoverySource[];

  constructor(site: SiteCrawlerSource, ics: IcsFeedSource, skiddle: SkiddleSource, ticketmaster: TicketmasterSource, ai: AiProposalsSource) {
    super();
    this.sources = [site, ics, skiddle, ticketmaster, ai];
  }

  all(): DiscoverySource[] {
    return this.sources;
  }
}
