import { EventSearchQuery } from '../../application/ports/event-document';
import { normalizeEventQuery } from './event-search.semantics';

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
