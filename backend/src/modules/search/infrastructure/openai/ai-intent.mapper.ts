/** Maps a validated OpenAI answer onto our SearchIntent, resolving places through the gazetteer. */
import { dayNumber, isIsoDate } from '../../../../platform/time/uk-days';
import { REGION_VALUES } from '../../../events/contracts/regions';
import { choosePlace, gazetteer, GazetteerPlace } from '../../domain/gazetteer';
import { correctWord, IN_RADIUS_KM, NEAR_RADIUS_KM } from '../../domain/parse-intent';
import { emptyIntent, SearchIntent } from '../../domain/search-intent';
import { normalizeText, STOP_WORDS } from '../../domain/text';
import { AiIntent, AUDIENCES, MOODS } from './openai-intent.schema';

const MILES_TO_KM = 1.609;

/** `categorySlugs`: the categories that exist now; anything else the model says is dropped. */
export function aiIntentToSearchIntent(ai: AiIntent, categorySlugs: readonly string[]): SearchIntent {
  const intent = emptyIntent();
  intent.categories = unique(ai.categories.filter((c) => categorySlugs.includes(c)));
  intent.regions = unique(ai.regions.filter((r) => REGION_VALUES.includes(r)));
  for (const p of ai.places) {
    const found = resolvePlace(p.name);
    if (found && 'regions' in found) {
      intent.regions = unique([...intent.regions, ...found.regions]);
      continue;
    }
    if (!found) {
      // not a place we know: keep the words, the text search may still find it
      intent.keywords.push(
        ...normalizeText(p.name)
          .split(' ')
          .filter((w) => w && !STOP_WORDS.has(w)),
      );
      continue;
    }
    const place = choosePlace(found.places, intent.regions);
    const radiusKm = p.radiusMiles
      ? Math.round(p.radiusMiles * MILES_TO_KM)
      : Math.max(place.radiusKm ?? 0, p.near ? NEAR_RADIUS_KM : place.kind === 'area' ? 0 : IN_RADIUS_KM);
    if (!intent.locations.some((l) => l.name === place.name)) {
      intent.locations.push({ name: place.name, lat: place.lat, lon: place.lon, radiusKm, region: place.region });
    }
  }
  for (const range of ai.dateRanges) {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) continue;
    let [from, to] = [dayNumber(range.from), dayNumber(range.to)];
    if (to < from) [from, to] = [to, from];
    intent.timeframes.push({ label: range.label.trim() || `${range.from} to ${range.to}`, fromDay: from, toDay: to });
  }
  if (ai.free) intent.price = { free: true };
  else if (ai.maxPounds !== null) intent.price = { maxPence: Math.round(ai.maxPounds * 100) };
  intent.mood = unique(ai.mood.filter((m) => (MOODS as readonly string[]).includes(m)));
  intent.audience = unique(ai.audience.filter((a) => (AUDIENCES as readonly string[]).includes(a)));
  if (ai.familyFriendly !== null) intent.flags.familyFriendly = ai.familyFriendly;
  if (ai.outdoor !== null) intent.flags.outdoor = ai.outdoor;
  if (ai.camping !== null) intent.flags.camping = ai.camping;
  intent.exclude.categories = unique(ai.excludeCategories.filter((c) => categorySlugs.includes(c) && !intent.categories.includes(c)));
  intent.exclude.regions = unique(ai.excludeRegions.filter((r) => REGION_VALUES.includes(r) && !intent.regions.includes(r)));
  intent.topics = unique(ai.topics.map((t) => normalizeText(t)).filter(Boolean));
  intent.keywords = unique([...intent.keywords, ...ai.keywords.flatMap((k) => normalizeText(k).split(' ')).filter((w) => w && !STOP_WORDS.has(w))]);
  return intent;
}

function resolvePlace(name: string): { places: GazetteerPlace[] } | { regions: string[] } | null {
  const g = gazetteer();
  const key = normalizeText(name).replace(/^the /, '');
  for (const candidate of [key, key.split(' ').map(correctWord).join(' ')]) {
    const places = g.places.get(candidate) ?? g.places.get(`the ${candidate}`);
    if (places) return { places };
    const regions = g.regions.get(candidate) ?? g.regions.get(`the ${candidate}`);
    if (regions) return { regions };
  }
  return null;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
