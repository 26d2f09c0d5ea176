/**
 * Follow-up queries for the explained Smart Search, built from the read model's facets (what the catalogue
 * actually holds) around the parsed intent. The caller runs each one and keeps only those that
 * find events without relaxing anything.
 */
import { FacetCounts } from '../../events/application/ports/event-document';
import { regionLabel } from '../../events/contracts/regions';
import { SearchIntent } from '../domain/search-intent';
import { CategoryNames } from './intent-description';

/** Facet counts over upcoming events: everywhere, for the query's categories, for the query's regions. */
export interface SuggestionFacets {
  all: FacetCounts;
  forCategories: FacetCounts | null;
  forRegions: FacetCounts | null;
}

/** The regions a query names, directly or through its places. */
export function intentRegions(intent: SearchIntent): string[] {
  return [...new Set([...intent.regions, ...intent.locations.map((l) => l.region).filter((r): r is string => !!r)])];
}

/** Candidate queries, best first; the query itself is left out. */
export function suggestionCandidates(query: string, intent: SearchIntent, facets: SuggestionFacets, names: CategoryNames): string[] {
  const label = (slug: string) => (names.get(slug) ?? slug).toLowerCase();
  const top = (counts: Record<string, number> | undefined, skip: string[] = []) =>
    Object.entries(counts ?? {})
      .filter(([value, n]) => n > 0 && !skip.includes(value))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value]) => value);
  const regions = intentRegions(intent);
  const out: string[] = [];
  // same kind of event, other parts of the country
  for (const c of intent.categories)
    for (const r of top(facets.forCategories?.region, regions).slice(0, 2)) out.push(`${label(c)} festivals in ${regionLabel(r)}`);
  // same place, other kinds of event
  const place = intent.locations[0]?.name ?? (regions[0] ? regionLabel(regions[0]) : null);
  if (place) for (const c of top(facets.forRegions?.category, intent.categories).slice(0, 2)) out.push(`${label(c)} festivals in ${place}`);
  // the same question without its date, and the catalogue's strongest pairs
  if (intent.categories[0] && intent.timeframes.length) out.push(`${label(intent.categories[0])} festivals${place ? ` in ${place}` : ''}`);
  const [firstCategory, secondCategory] = top(facets.all.category);
  const [firstRegion, secondRegion] = top(facets.all.region);
  if (firstCategory && firstRegion) out.push(`${label(firstCategory)} festivals in ${regionLabel(firstRegion)}`);
  if (firstCategory) out.push(`${label(firstCategory)} festivals this weekend`);
  if (firstCategory) out.push(`free ${label(firstCategory)} festivals`);
  if (secondCategory && secondRegion) out.push(`${label(secondCategory)} festivals in ${regionLabel(secondRegion)}`);
  out.push('family events this weekend');
  const own = query.trim().toLowerCase();
  return [...new Set(out)].filter((s) => s.toLowerCase() !== own);
}
