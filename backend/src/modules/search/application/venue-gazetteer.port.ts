/** A venue as search sees it: its names (merged spellings) and where it is. */
export interface VenueTerm {
  name: string;
  names: string[];
  latitude: number | null;
  longitude: number | null;
}

/** The current venues (from the venues module), so "at the Royal Albert Hall" finds the events held there. */
export abstract class VenueGazetteer {
  abstract list(): Promise<VenueTerm[]>;
}
