/** Look-ups over the UK gazetteer: names and aliases (normalised) to places, areas and regions. */
import { normalizeText } from './text';
import { REGION_PHRASES, UK_AREAS, UK_PLACES } from './uk-places.data';

export interface GazetteerPlace {
  kind: 'place' | 'area';
  name: string;
  region: string;
  lat: number;
  lon: number;
  /** Areas carry their own radius; towns get one from the query ("near" = 40 km, "in" = 25 km). */
  radiusKm?: number;
  ambiguous: boolean;
  noFuzzy: boolean;
  secondary: boolean;
}

export interface Gazetteer {
  /** Normalised phrase → places of that name (several for "Newport", "Bangor"). */
  places: Map<string, GazetteerPlace[]>;
  /** Normalised phrase → site regions. */
  regions: Map<string, string[]>;
  /** Longest phrase, in words. */
  maxWords: number;
  /** Words of names that typo correction may aim at. */
  fuzzyWords: Set<string>;
}

let cached: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  if (cached) return cached;
  const places = new Map<string, GazetteerPlace[]>();
  const regions = new Map<string, string[]>();
  const fuzzyWords = new Set<string>();
  let maxWords = 1;
  const addName = (phrase: string, place: GazetteerPlace) => {
    const key = normalizeText(phrase);
    if (!key) return;
    const list = places.get(key) ?? [];
    if (!list.some((p) => p.name === place.name && p.region === place.region)) list.push(place);
    places.set(key, list);
    const words = key.split(' ');
    maxWords = Math.max(maxWords, words.length);
    if (!place.noFuzzy) for (const w of words) if (w.length >= 4) fuzzyWords.add(w);
  };
  for (const [name, region, lat, lon, options] of UK_PLACES) {
    const place: GazetteerPlace = {
      kind: 'place',
      name,
      region,
      lat,
      lon,
      ambiguous: options?.ambiguous ?? false,
      noFuzzy: options?.noFuzzy ?? false,
      secondary: options?.secondary ?? false,
    };
    addName(name, place);
    for (const alias of options?.aliases ?? []) addName(alias, place);
  }
  for (const [name, region, lat, lon, radiusKm, aliases] of UK_AREAS) {
    const area: GazetteerPlace = { kind: 'area', name, region, lat, lon, radiusKm, ambiguous: false, noFuzzy: false, secondary: false };
    addName(name, area);
    for (const alias of aliases ?? []) addName(alias, area);
  }
  for (const [phrase, values] of REGION_PHRASES) {
    const key = normalizeText(phrase);
    regions.set(key, values);
    const words = key.split(' ');
    maxWords = Math.max(maxWords, words.length);
    for (const w of words) if (w.length >= 4) fuzzyWords.add(w);
  }
  cached = { places, regions, maxWords, fuzzyWords };
  return cached;
}

/** Picks among same-named places: one in a region the query names, else the primary one. */
export function choosePlace(candidates: GazetteerPlace[], mentionedRegions: readonly string[]): GazetteerPlace {
  return candidates.find((c) => mentionedRegions.includes(c.region)) ?? candidates.find((c) => !c.secondary) ?? candidates[0];
}
