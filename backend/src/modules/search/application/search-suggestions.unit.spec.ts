import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { FacetCounts } from '../../events/application/ports/event-document';
import { parseIntent } from '../domain/parse-intent';
import { suggestionCandidates } from './search-suggestions';

const names = new Map(DEFAULT_CATEGORIES.map((c) => [c.slug, c.name]));
const facets = (category: Record<string, number>, region: Record<string, number>): FacetCounts => ({ category, region, year: {} });
const all = facets({ music: 40, comedy: 12, family: 0 }, { london: 30, scotland: 10 });

describe('suggestion candidates', () => {
  it('same category elsewhere, other categories in the same place, then the strongest pairs', () => {
    const q = 'comedy in Bristol this weekend';
    const out = suggestionCandidates(
      q,
      parseIntent(q, '2026-11-22'),
      {
        all,
        forCategories: facets({}, { scotland: 5, southwest: 3, london: 2 }),
        forRegions: facets({ music: 7, comedy: 3, folk: 1 }, {}),
      },
      names,
    );
    expect(out.slice(0, 5)).toEqual([
      'comedy festivals in Scotland',
      'comedy festivals in London',
      'music festivals in Bristol',
      'folk festivals in Bristol',
      'comedy festivals in Bristol',
    ]);
    expect(out).toContain('music festivals in London');
  });

  it('never suggests the query itself, nor a category with no events', () => {
    const q = 'music festivals in London';
    const out = suggestionCandidates(q, parseIntent(q, '2026-11-22'), { all, forCategories: null, forRegions: null }, names);
    expect(out).not.toContain('music festivals in London');
    expect(out.some((s) => s.startsWith('family festivals'))).toBe(false);
  });
});
