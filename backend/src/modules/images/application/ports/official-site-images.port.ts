import { Candidate } from '../../domain/image-enhancement';

export interface OfficialSiteImages {
  candidates: Candidate[];
  /** Why there are none, for the reasoning shown to the admin. */
  problem: string | null;
  /** The site could not be read for a passing reason (timeout, network, 5xx, 429): worth trying again later. */
  transient: boolean;
}

/** Pictures an event's official website declares for itself. */
export abstract class OfficialSiteImageFinder {
  abstract find(officialUrl: string | null): Promise<OfficialSiteImages>;
}
