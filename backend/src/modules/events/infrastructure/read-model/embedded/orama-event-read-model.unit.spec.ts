import { describeEventReadModelContract } from '../testing/event-read-model.contract';
import { syntheticEventDocuments } from '../testing/synthetic-event-documents';
import { OramaEventReadModel } from './orama-event-read-model';

describeEventReadModelContract('OramaEventReadModel', async () => {
  const model = new OramaEventReadModel();
  await model.init();
  return model;
});

describe('OramaEventReadModel specifics', () => {
  it('starts every instance on a new generation', () => {
    expect(new OramaEventReadModel().generation).not.toBe(new OramaEventReadModel().generation);
  });

  it('applies a large batch in chunks and keeps answering queries meanwhile', async () => {
    const model = new OramaEventReadModel();
    const docs = syntheticEventDocuments(5_000, 20_800);
    const writing = model.upsert(docs);
    // Queries issued during the replay see a consistent prefix of it.
    const during = await model.search({ text: 'festival', statuses: ['published', 'draft', 'expired', 'removed'] });
    expect(during.total).toBeLessThanOrEqual(docs.length);
    await writing;
    expect(await model.count({ statuses: ['published', 'draft', 'expired', 'removed'] })).toBe(5_000);
    expect(await model.count({})).toBe(docs.filter((d) => d.status === 'published').length);
    // Same ids again with an older version: nothing changes.
    await model.upsert(docs.map((d) => ({ ...d, title: 'Stale', version: 0 })));
    expect((await model.search({ text: 'stale' })).total).toBe(0);
    const facets = await model.facets({}, ['category']);
    expect(Object.values(facets.category).reduce((a, b) => a + b, 0)).toBe(await model.count({}));
  });

  it('answers text queries from its cache only until the text changes', async () => {
    const model = new OramaEventReadModel();
    const [a, b] = syntheticEventDocuments(2, 20_800);
    await model.upsert([{ ...a, title: 'Zanzibar Nights', status: 'published' }]);
    expect((await model.search({ text: 'zanzibar' })).total).toBe(1);
    await model.upsert([{ ...b, title: 'Zanzibar Mornings', status: 'published' }]);
    expect((await model.search({ text: 'zanzibar' })).total).toBe(2);
    await model.remove([a.id]);
    expect((await model.search({ text: 'zanzibar' })).hits.map((h) => h.doc.id)).toEqual([b.id]);
  });
});
