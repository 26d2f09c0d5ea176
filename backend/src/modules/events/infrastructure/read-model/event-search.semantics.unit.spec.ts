import { EventSearchQuery } from '../../application/ports/event-document';
import { normalizeEventQuery, reciprocalRankFusion, RRF_K } from './event-search.semantics';

describe('normalizeEventQuery', () => {
  it('gives queries of any shape the same fields in the same order, with the defaults filled in', () => {
    const built: EventSearchQuery = { ...{ fromDay: 20_000, categories: ['music'] }, text: '  folk ', limit: 10 };
    const literal: EventSearchQuery = { regions: ['wales'] };
    const a = normalizeEventQuery(built);
    const b = normalizeEventQuery(literal);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(a).toMatchObject({ text: 'folk', fromDay: 20_000, categories: ['music'], limit: 10, offset: 0, sort: 'relevance', statuses: ['published'] });
    expect(b).toMatchObject({ regions: ['wales'], text: undefined, limit: 24, sort: 'date', typoTolerance: 0 });
  });

  it('copies only the fields of a query, and leaves the query as it was', () => {
    const query = { text: 'jazz', typoTolerance: 9, offset: -3, page: 2 } as EventSearchQuery & { page: number };
    const normalized = normalizeEventQuery(query);
    expect(normalized).not.toHaveProperty('page');
    expect(normalized).toMatchObject({ typoTolerance: 2, offset: 0 });
    expect(query).toEqual({ text: 'jazz', typoTolerance: 9, offset: -3, page: 2 });
  });

  it('asks for confirmed dates on a range shorter than a month', () => {
    expect(normalizeEventQuery({ fromDay: 20_000, toDay: 20_002 }).confirmedDatesOnly).toBe(true);
    expect(normalizeEventQuery({ fromDay: 20_000 }).confirmedDatesOnly).toBe(false);
  });
});

describe('reciprocalRankFusion', () => {
  it('adds 1/(K + rank) of each list; ties share a rank; a match without a vector keeps its text term', () => {
    const fused = reciprocalRankFusion([3, 2, 2, 1], [0.1, 0.9, NaN, 0.5], 4);
    const k = RRF_K;
    expect(Array.from(fused)).toEqual([1 / (k + 1) + 1 / (k + 3), 1 / (k + 2) + 1 / (k + 1), 1 / (k + 2), 1 / (k + 4) + 1 / (k + 2)]);
  });

  it('a match first in both lists beats one first in only one', () => {
    const fused = reciprocalRankFusion([5, 4, 1], [0.2, 0.9, 0.3], 3);
    expect(fused[1]).toBeGreaterThan(fused[0]);
    expect(fused[1]).toBeGreaterThan(fused[2]);
  });
});
