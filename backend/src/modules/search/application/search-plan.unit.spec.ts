import { dayNumber } from '../../../platform/time/uk-days';
import { parseIntent } from '../domain/parse-intent';
import { constraintsOf, filtersFor, planSearch, relaxations } from './search-plan';

const TODAY = '2026-07-15';
const today = dayNumber(TODAY);
const plan = (q: string, vector?: number[]) => planSearch(parseIntent(q, TODAY), q, today, vector);

describe('planSearch', () => {
  it('keywords only: one strict level, a typo-tolerant BM25 pass over upcoming events', () => {
    const p = plan('glastonbery');
    expect(p.levels).toHaveLength(1);
    expect(p.levels[0]).toMatchObject({ relaxed: [], keywordPasses: 1 });
    expect(p.levels[0].passes).toEqual([{ fromDay: today, text: 'glastonbery', typoTolerance: 2, sort: 'relevance' }]);
    expect(p.fallback).toMatchObject({ text: 'glastonbery', typoTolerance: 2 });
  });

  it('short keywords get one edit, long ones two', () => {
    expect(plan('womad').levels[0].passes[0].typoTolerance).toBe(1);
  });

  it('structured: the strict level ranks by topic then date; later levels relax, nearest first', () => {
    const p = plan('outdoor jazz near Bristol this weekend');
    const near = { lat: 51.4545, lon: -2.5879, radiusKm: 40 };
    const week = { fromDay: dayNumber('2026-07-17'), toDay: dayNumber('2026-07-19') };
    expect(p.levels[0].passes).toEqual([
      { categories: ['music'], ...week, outdoor: true, near, text: 'jazz', typoTolerance: 0, sort: 'relevance' },
      { categories: ['music'], ...week, outdoor: true, near },
    ]);
    expect(p.levels.slice(0, 5).map((l) => l.relaxed)).toEqual([[], ['features'], ['distance'], ['date'], ['features', 'distance']]);
    expect(p.levels[2].countQueries).toEqual([{ categories: ['music'], ...week, outdoor: true, regions: ['southwest'] }]);
  });

  it('keywords with structure: the keywords are a constraint like any other', () => {
    const p = plan('boomtown camping in august');
    expect(p.levels[0].passes).toEqual([
      { fromDay: dayNumber('2026-08-01'), toDay: dayNumber('2026-08-31'), camping: true, text: 'boomtown', typoTolerance: 2, sort: 'relevance' },
    ]);
    const withoutKeywords = p.levels.find((l) => l.relaxed.includes('keywords'))!;
    expect(withoutKeywords.keywordPasses).toBe(0);
  });

  it('never relaxes every constraint: no level answers "any upcoming event"', () => {
    for (const q of ['free family events this weekend', 'underwater basket weaving in Cornwall', 'comedy in Leeds']) {
      const c = constraintsOf(parseIntent(q, TODAY));
      for (const r of relaxations(c)) expect(c.filter((x) => x !== 'distance' && !r.includes(x)).length).toBeGreaterThan(0);
    }
    expect(plan('festivals').levels).toEqual([]);
  });

  it('free family events this weekend: dates and price go before the category', () => {
    const c = constraintsOf(parseIntent('free family events this weekend', TODAY));
    expect(c).toEqual(['date', 'price', 'category']);
    expect(relaxations(c)).toEqual([[], ['date'], ['price'], ['date', 'price'], ['category'], ['date', 'category'], ['price', 'category']]);
  });

  it('relaxations are built once per constraint list: the same frozen lists, equal to a fresh build', () => {
    const c = constraintsOf(parseIntent('free family events this weekend', TODAY));
    const first = relaxations(c);
    expect(relaxations([...c])).toEqual(first);
    expect(relaxations(['category'])).toEqual([[]]);
    expect(Object.isFrozen(relaxations(c)[1])).toBe(true);
    // a level's list is shared by every query with the same constraints
    expect(plan('free family events this weekend').levels[1].relaxed).toBe(plan('free family events tomorrow').levels[1].relaxed);
  });

  it('mood alone ranks by its words and only events carrying them answer', () => {
    const p = plan('chilled festivals');
    expect(p.levels).toHaveLength(1);
    expect(p.levels[0].passes).toEqual([expect.objectContaining({ text: expect.stringContaining('acoustic'), fromDay: today })]);
  });

  it('several places are several queries; a region with no named place is one more', () => {
    const places = filtersFor(parseIntent('folk in Leeds or York or Wales', TODAY), today, new Set());
    expect(places.map((f) => f.near?.radiusKm ?? f.regions)).toEqual([25, 25, ['wales']]);
    expect(filtersFor(parseIntent('folk in Leeds or York or Wales', TODAY), today, new Set(['distance']))).toEqual([
      { categories: ['folk'], fromDay: today, regions: ['yorkshire', 'wales'] },
    ]);
  });

  it('orders the filter-only passes and the fuzzy fallback by the query vector; text passes rank by text', () => {
    const p = plan('jazz in Leeds', [0.1, 0.2]);
    const passes = p.levels.flatMap((l) => l.passes);
    expect(passes.filter((q) => q.text === undefined).length).toBeGreaterThan(0);
    expect(passes.every((q) => (q.text === undefined ? q.vector?.length === 2 : q.vector === undefined))).toBe(true);
    expect(p.levels.every((l) => l.countQueries.every((q) => q.vector === undefined))).toBe(true);
    expect(p.fallback?.vector).toEqual([0.1, 0.2]);
  });

  it('holds exclusions at every level, however far the rest is relaxed', () => {
    const p = plan('outdoor folk in Leeds in august but not in Scotland, without camping');
    expect(p.levels.length).toBeGreaterThan(2);
    for (const level of p.levels) for (const f of level.passes) expect(f).toMatchObject({ excludeRegions: ['scotland'], camping: false });
  });
});
