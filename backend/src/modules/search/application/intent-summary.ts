import { regionLabel } from '../../events/contracts/regions';
import { SearchIntent } from '../domain/search-intent';
import { IntentSummary } from './smart-search.result';

export function summarizeIntent(intent: SearchIntent): IntentSummary {
  const placeRegions = new Set(intent.locations.map((l) => l.region));
  return {
    categories: intent.categories,
    locations: [...intent.locations.map((l) => l.name), ...intent.regions.filter((r) => !placeRegions.has(r)).map(regionLabel)],
    timeframes: intent.timeframes.map((t) => t.label),
    mood: intent.mood,
    price: intent.price
      ? {
          free: intent.price.free === true,
          maxPounds: intent.price.maxPence !== undefined ? intent.price.maxPence / 100 : null,
        }
      : null,
    keywords: intent.keywords,
    audience: intent.audience,
    topics: intent.topics,
    access: intent.access ?? [],
  };
}
