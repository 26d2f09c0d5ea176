import UK_PLACES from '../contracts/uk-places.json';
import { REGION_WORDS, UK_TOWNS } from '../contracts/uk-towns';

/** Within the bounds the catalogue accepts for a UK venue. */
export function inUk(lat: number | null | undefined, lon: number | null | undefined): boolean {
  return typeof lat === 'number' && typeof lon === 'number' && lat >= 49 && lat <= 61.5 && lon >= -9 && lon <= 2.5;
}

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '') // "Bishop's Castle" is also written "Bishops Castle"
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const TOWNS = UK_TOWNS.map(([name, region, lat, lon]) => ({ name, key: fold(name), region, lat, lon }));
type Town = (typeof TOWNS)[number];

/**
 * Every UK place of over 1,000 people (GeoNames, scripts/gazetteer), by folded name. Only an exact name is looked up
 * here: small places are often common words ("Street", "March"), so they are never searched for inside free text.
 */
const PLACES = new Map<string, Town[]>();
for (const [name, region, lat, lon] of UK_PLACES as Array<[string, string, number, number]>) {
  const key = fold(name);
  PLACES.set(key, [...(PLACES.get(key) ?? []), { name, key, region, lat, lon }]);
}

/** The place of that name: the nearest to the coordinates, or the one the region words name, or the only one. */
function placeNamed(name: string, coords: { lat: number; lon: number } | null, region: string | undefined): Town | undefined {
  const all = PLACES.get(fold(name)) ?? [];
  if (coords) return all.filter((p) => distanceKm(coords, p) <= 30).sort((a, b) => distanceKm(coords, a) - distanceKm(coords, b))[0];
  const candidates = region ? all.filter((p) => p.region === region) : all;
  return new Set(candidates.map((p) => p.region)).size === 1 ? candidates[0] : undefined;
}

/** The town in an address line ("Hebden Bridge, West Yorkshire, HX7 8AD"): its last part that is no county, region or postcode. */
function townIn(text: string | null | undefined): string {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(
      (p) =>
        p &&
        !REGION_WORDS.some(([rule]) => rule.test(fold(p))) &&
        !/^[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}$/i.test(p) &&
        !/^(uk|united kingdom|england|gb)$/i.test(p),
    );
  // One phrase without commas is a venue's name, not an address.
  return text?.includes(',') ? (parts[parts.length - 1] ?? '') : '';
}

export interface PlaceGuess {
  city: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Files a found venue under a city and region: a known town named in the city, then the stated county or region,
 * then any UK place of that name, then the nearest known town (within 60 km) to its coordinates. Null when nothing
 * places it in the UK.
 */
export function placeOf(input: {
  city?: string | null;
  regionHint?: string | null;
  venue?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}): PlaceGuess | null {
  const coords = inUk(input.latitude, input.longitude) ? { lat: input.latitude as number, lon: input.longitude as number } : null;
  const at = (region: string, name: string) => ({ city: name, region, latitude: coords?.lat ?? null, longitude: coords?.lon ?? null });
  const city = input.city?.trim() ?? '';
  const cityKey = fold(city);
  const exact = cityKey ? TOWNS.find((t) => t.key === cityKey) : undefined;
  if (exact) return at(exact.region, city);
  const mentioned = (text: string | null | undefined) => {
    const key = ` ${fold(text ?? '')} `;
    return key.trim() ? TOWNS.find((t) => key.includes(` ${t.key} `)) : undefined;
  };
  const inCity = mentioned(city);
  if (inCity) return at(inCity.region, inCity.name);
  const hint = fold(`${input.regionHint ?? ''}`);
  const byWords = hint ? REGION_WORDS.find(([rule]) => rule.test(hint))?.[1] : undefined;
  const named = city || townIn(input.venue) || townIn(input.regionHint);
  if (byWords && named) return at(byWords, named);
  const small = named ? placeNamed(named, coords, byWords) : undefined;
  if (small) return at(small.region, named);
  const inText = mentioned(input.venue) ?? mentioned(input.regionHint);
  if (inText) return at(inText.region, inText.name);
  if (coords) {
    let best: Town | null = null;
    let bestKm = Infinity;
    for (const t of TOWNS) {
      const km = distanceKm(coords, t);
      if (km < bestKm) [best, bestKm] = [t, km];
    }
    if (best && bestKm <= 60) return at(byWords ?? best.region, city || best.name);
  }
  return null;
}
