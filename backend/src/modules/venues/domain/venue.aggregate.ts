import { Aggregate } from '../../../platform/domain/aggregate';
import { ConcurrencyError, DomainError } from '../../../platform/domain/domain-error';
import { Accessibility, accessibilitySchema, NOT_STATED } from '../../events/contracts/accessibility.schema';

export interface VenueProps {
  slug: string;
  name: string;
  /** Every spelling events use for this venue (merged duplicates); events at the venue match one of them. */
  names: string[];
  address: string;
  town: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  /** Accessibility facts (yes / no / not stated) and an access contact; events at the venue inherit what they leave unstated. */
  accessibility: Accessibility;
}

/** What creating a venue takes: facts not given are not stated. */
export type VenueInput = Omit<VenueProps, 'accessibility'> & { accessibility?: Accessibility };

export const VenueTypes = { Created: 'VenueCreated', Updated: 'VenueUpdated' } as const;

const invalid = (message: string, field: string) => new DomainError('VENUE.INVALID', 'invalid', message, { fieldErrors: { [field]: message } });

/** A place where festivals happen (slug is permanent: it is in URLs). Events: VenueCreated (all props), VenueUpdated (changed props). */
export class Venue extends Aggregate<VenueProps> {
  readonly streamType = 'venue';

  static create(id: string, props: VenueInput): Venue {
    const clean = validate(props);
    const venue = new Venue(id, clean, 0);
    venue.record(VenueTypes.Created, { ...clean });
    return venue;
  }

  static restore(id: string, props: VenueProps, version: number): Venue {
    return new Venue(id, props, version);
  }

  /** An admin edit made on an older copy is refused (409 through the admin controller). */
  expectVersion(expected: number | undefined): void {
    if (expected !== undefined && expected !== this.loadedVersion) throw new ConcurrencyError(this.id, expected, this.loadedVersion);
  }

  update(changes: Partial<Omit<VenueProps, 'slug'>>): void {
    const next = validate({ ...this.props, ...changes });
    const changed = Object.fromEntries(Object.entries(next).filter(([k, v]) => JSON.stringify(this.props[k as keyof VenueProps]) !== JSON.stringify(v)));
    if (Object.keys(changed).length === 0) return;
    this.props = next;
    this.record(VenueTypes.Updated, changed);
  }
}

function validate(p: VenueInput): VenueProps {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p.slug) || p.slug.length > 80) throw invalid('Slug must be lower-case words joined by hyphens.', 'slug');
  const name = p.name?.trim() ?? '';
  if (name.length < 2 || name.length > 120) throw invalid('Name must be between 2 and 120 characters.', 'name');
  if (!p.town?.trim()) throw invalid('Town is required.', 'town');
  if (!p.region?.trim()) throw invalid('Region is required.', 'region');
  if ((p.latitude === null) !== (p.longitude === null)) throw invalid('Give both latitude and longitude, or neither.', 'latitude');
  if (p.latitude !== null && (p.latitude < 49 || p.latitude > 61)) throw invalid('Latitude must be in the UK (49 to 61).', 'latitude');
  if (p.longitude !== null && (p.longitude < -9 || p.longitude > 2.5)) throw invalid('Longitude must be in the UK (-9 to 2.5).', 'longitude');
  if (p.website !== null && !/^https?:\/\/\S+$/.test(p.website)) throw invalid('Website must be an http(s) address.', 'website');
  const access = accessibilitySchema.safeParse({ ...NOT_STATED, ...p.accessibility });
  if (!access.success) throw invalid(access.error.issues[0].message, `accessibility.${access.error.issues[0].path.join('.')}`);
  const names = [...new Set([name, ...(p.names ?? []).map((n) => n.trim()).filter(Boolean)])];
  return {
    slug: p.slug,
    name,
    names,
    address: (p.address ?? '').trim(),
    town: p.town.trim(),
    region: p.region.trim(),
    latitude: p.latitude,
    longitude: p.longitude,
    website: p.website,
    accessibility: access.data,
  };
}
