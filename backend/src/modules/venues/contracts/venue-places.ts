/** A place as the catalogue names it (an event's venue, town, region and coordinates). */
export interface Place {
  name: string;
  town: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
}

/** Places closer than this with the same normalised name are one venue (catalogue coordinates are rounded to ~1 km). */
export const SAME_VENUE_KM = 5;

const FILLER = /\b(the|and|of)\b/g;

/** "The Roundhouse", "Roundhouse" and "ROUNDHOUSE, the" normalise alike: lower case, no accents, no filler words or punctuation. */
export function normaliseVenueName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The merge rule: same normalised name, and either both have coordinates within SAME_VENUE_KM, or (when one lacks
 * coordinates) the same normalised town. Names alone never merge: "Town Hall" exists in every town.
 */
export function isSameVenue(a: Place, b: Place): boolean {
  if (normaliseVenueName(a.name) !== normaliseVenueName(b.name)) return false;
  if (a.latitude !== null && a.longitude !== null && b.latitude !== null && b.longitude !== null) {
    return distanceKm(a as { latitude: number; longitude: number }, b as { latitude: number; longitude: number }) <= SAME_VENUE_KM;
  }
  return normaliseVenueName(a.town) === normaliseVenueName(b.town);
}

/** Places merged into one venue: the first place's fields, every spelling seen. */
export interface MergedPlace extends Place {
  names: string[];
}

/** Merges duplicate places (isSameVenue), keeping the first spelling of each and every name it was seen under. */
export function mergePlaces(places: Place[]): MergedPlace[] {
  const merged: MergedPlace[] = [];
  for (const place of places) {
    if (!place.name.trim()) continue;
    const same = merged.find((m) => isSameVenue(m, place));
    if (!same) merged.push({ ...place, names: [place.name] });
    else {
      if (!same.names.includes(place.name)) same.names.push(place.name);
      if (same.latitude === null && place.latitude !== null) Object.assign(same, { latitude: place.latitude, longitude: place.longitude });
    }
  }
  return merged;
}

/** "Royal Albert Hall" in London → "royal-albert-hall-london". */
export function venueSlug(name: string, town: string): string {
  const words = (s: string) => normaliseVenueName(s).replace(/ /g, '-');
  const base = words(name);
  const place = words(town);
  return (place && !base.endsWith(place) ? `${base}-${place}` : base).slice(0, 80).replace(/-+$/, '');
}
