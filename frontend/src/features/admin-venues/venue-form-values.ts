import type { Accessibility } from '@contracts/events/accessibility-facts';
import type { AdminVenue, VenueInput } from './api/admin-venues';

export const VENUE_FIELDS = ['name', 'address', 'town', 'region', 'latitude', 'longitude', 'website'] as const;
export type VenueFormField = (typeof VENUE_FIELDS)[number];
export type VenueFormValues = Record<VenueFormField, string>;
export type VenueFieldErrors = Partial<Record<VenueFormField, string>>;

export const VENUE_LABELS: Record<VenueFormField, string> = {
  name: 'Name',
  address: 'Address',
  town: 'Town',
  region: 'Region',
  latitude: 'Latitude',
  longitude: 'Longitude',
  website: 'Website',
};

export function venueToFormValues(v: AdminVenue): VenueFormValues {
  return {
    name: v.name,
    address: v.address,
    town: v.town,
    region: v.region,
    latitude: v.latitude === null ? '' : String(v.latitude),
    longitude: v.longitude === null ? '' : String(v.longitude),
    website: v.website ?? '',
  };
}

const num = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/** The form as the API's body; the server checks the rules (UK bounds, http(s)) and answers field by field. */
export function formValuesToVenueInput(
  v: VenueFormValues,
  accessibility: Accessibility,
): { ok: true; input: VenueInput } | { ok: false; fieldErrors: VenueFieldErrors } {
  const latitude = num(v.latitude);
  const longitude = num(v.longitude);
  const fieldErrors: VenueFieldErrors = {};
  if (latitude !== null && Number.isNaN(latitude)) fieldErrors.latitude = 'Latitude must be a number.';
  if (longitude !== null && Number.isNaN(longitude)) fieldErrors.longitude = 'Longitude must be a number.';
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return {
    ok: true,
    input: { name: v.name, address: v.address, town: v.town, region: v.region, latitude, longitude, website: v.website.trim() || null, accessibility },
  };
}

/** The user's unsaved changes (fields that differ from what the form was read at) laid over the latest values. */
export function reapplyVenueChanges(latest: VenueFormValues, base: VenueFormValues, now: VenueFormValues): VenueFormValues {
  const next = { ...latest };
  for (const f of VENUE_FIELDS) if (now[f] !== base[f]) next[f] = now[f];
  return next;
}
