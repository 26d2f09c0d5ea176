import { normalizeEventQuery } from '../event-search.semantics';
import { buildFilterQuery } from './event-search.query-builder';

describe('Elasticsearch filter query', () => {
  it('asks for each accessibility fact as a term on the indexed `access` tokens, as the embedded index does', () => {
    const query = buildFilterQuery(normalizeEventQuery({ access: ['step-free', 'bsl'] }));
    const filter = (query as { bool: { filter: unknown[] } }).bool.filter;
    expect(filter).toEqual(expect.arrayContaining([{ term: { access: 'step-free' } }, { term: { access: 'bsl' } }]));
    const none = (buildFilterQuery(normalizeEventQuery({})) as { bool: { filter: unknown[] } }).bool.filter;
    expect(JSON.stringify(none)).not.toContain('"access"');
  });
});
