import { DiscoverySite } from '../../domain/discovery-site.aggregate';

/** Staff-edited discovery sites: each save stores the state (a removed site is deleted) and appends its events. */
export abstract class DiscoverySiteRepository {
  abstract list(): Promise<DiscoverySite[]>;
  abstract load(id: string): Promise<DiscoverySite | null>;
  abstract findByUrl(url: string): Promise<DiscoverySite | null>;
  abstract save(site: DiscoverySite): Promise<void>;
}
