import { DiscoveryKind, DiscoveryParams } from '../../contracts/discovery.schemas';
import { FoundEvent, SourceName } from '../../domain/found-event';

export interface DiscoveryRequest extends DiscoveryParams {
  kind: DiscoveryKind;
}

export interface SourceReport {
  found: FoundEvent[];
  /** Problems a person can act on ("Skiddle: the API key was refused (401)"); the run goes on with other sources. */
  errors: string[];
}

/** One place events are found (organiser sites, iCalendar feeds, ticket APIs, AI proposals). */
export abstract class DiscoverySource {
  abstract readonly name: SourceName;
  /** Configured (sites listed, key present…): a source that is not takes no part. */
  abstract enabled(): boolean | Promise<boolean>;
  /** Whether runs of this kind use the source (premium venues: organiser and venue sites and Ticketmaster only). */
  abstract serves(kind: DiscoveryKind): boolean;
  abstract discover(request: DiscoveryRequest): Promise<SourceReport>;
}

/** Every source the module provides (a multi-provider token). */
export abstract class DiscoverySources {
  abstract all(): DiscoverySource[];
}
