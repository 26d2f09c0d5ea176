import { dayNumber } from '../../../platform/time/uk-days';
import { parseIntent } from '../domain/parse-intent';
import { planSearch, relaxedTiers } from './search-plan';

const TODAY = '2026-07-15';
const today = dayNumber(TODAY);
const plan = (q: string, vector?: number[]) => planSearch(parseIntent(q, TODAY), q, today, vector);

describe('planSearch', () => {
  it('keywords only: one typo-tolerant BM25 pass over upcoming events', () => {
    const p = plan('glastonbery');
    expect(p.passes).toEqual([{ fromDay: today, text: 'glastonbery', typoTolerance: 2, sort: 'relevance' }]);
    expect(p.totalQuery).toBeNull();
    expect(p.keywordPasses).toBe(1);
    expect(p.fallback).toMatchObject({ text: 'glastonbery', typoTolerance: 2 });
  });

  it('short keywords get one edit, long ones two', () => {
    expect(plan('womad').passes[0].typoTolerance).toBe(1);
  });

  it('structured: strict tier first (topic-ranked, then by date), then relaxed tiers', () => {
    const p = plan('outdoor jazz near Bristol this weekend');
    const near = { lat: 51.4545, lon: -2.5879, radiusKm: 40 };
    const week = { fromDay: dayNumber('2026-07-17'), toDay: dayNumber('2026-07-19') };
    expect(p.passes).toEqual([
      { categories: ['music'], near, ...week, outdoor: true, text: 'jazz', typoTolerance: 0, sort: 'relevance' },
      { categories: ['music'], near, ...week, outdoor: true },
      { categories: ['music'], near, ...week, text: 'jazz', typoTolerance: 0, sort: 'relevance' },
      { categories: ['music'], near, ...week },
      { categories: ['music'], regions: ['southwest'], ...week, text: 'jazz', typoTolerance: 0, sort: 'relevance' },
      { categories: ['music'], regions: ['southwest'], ...week },
      { categories: ['music'], regions: ['southwest'], fromDay: today, text: 'jazz', typoTolerance: 0, sort: 'relevance' },
      { categories: ['music'], regions: ['southwest'], fromDay: today },
    ]);
    expect(p.totalQuery).toEqual({ categories: ['music'], regions: ['southwest'], fromDay: today });
  });

  it('keywords with structure: keyword passes through every tier come first', () => {
    const p = plan('boomtown camping in august');
    expect(p.passes.slice(0, 2)).toEqual([
      { fromDay: dayNumber('2026-08-01'), toDay: dayNumber('2026-08-31'), camping: true, text: 'boomtown', typoTolerance: 2, sort: 'relevance' },
      { fromDay: dayNumber('2026-08-01'), toDay: dayNumber('2026-08-31'), text: 'boomtown', typoTolerance: 2, sort: 'relevance' },
    ]);
    expect(p.passes[p.passes.length - 1]).toEqual({ fromDay: today });
  });

  it('price and category are never relaxed; mood ranks but never filters', () => {
    const tiers = relaxedTiers(parseIntent('free chilled comedy in Leeds in august', TODAY), today);
    for (const step of tiers) for (const f of step) expect(f).toMatchObject({ categories: ['comedy'], free: true });
    const p = plan('chilled festivals');
    expect(p.passes[0]).toMatchObject({ text: expect.stringContaining('acoustic'), fromDay: today });
    expect(p.passes[1]).toEqual({ fromDay: today });
  });

  it('several places are several queries; a region with no named place is one more', () => {
    const tiers = relaxedTiers(parseIntent('folk in Leeds or York or Wales', TODAY), today);
    expect(tiers[0].map((f) => f.near?.radiusKm ?? f.regions)).toEqual([25, 25, ['wales']]);
    expect(tiers[tiers.length - 1]).toEqual([{ categories: ['folk'], regions: ['yorkshire', 'wales'], fromDay: today }]);
  });

  it('adds the query vector to every pass for hybrid ranking', () => {
    const p = plan('jazz in Leeds', [0.1, 0.2]);
    expect(p.passes.every((q) => q.vector?.length === 2)).toBe(true);
  });

  it('holds exclusions in every tier, however far the rest is relaxed', () => {
    const tiers = relaxedTiers(parseIntent('outdoor folk in Leeds in august but not in Scotland, without camping', TODAY), today);
    expect(tiers.length).toBeGreaterThan(2);
    for (const step of tiers) for (const f of step) expect(f).toMatchObject({ excludeRegions: ['scotland'], camping: false });
  });
});
