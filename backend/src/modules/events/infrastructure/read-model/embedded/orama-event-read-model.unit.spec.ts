import { describeEventReadModelContract } from '../../../testing/event-read-model.contract';
import { syntheticEventDocuments } from '../../../testing/synthetic-event-documents';
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

  it('pages a large date-ordered match by its presorted order exactly as sorting every match would', async () => {
    const model = new OramaEventReadModel();
    const docs = syntheticEventDocuments(6_000, 20_800).map((d, i) => (i % 7 === 0 ? { ...d, title: 'Same Title', startDay: 20_900 } : d));
    await model.upsert(docs);
    const key = (d: { startDay: number; title: string; id: string }) => [d.startDay, d.title.toLowerCase(), d.id] as const;
    const order = (a: (typeof docs)[number], b: (typeof docs)[number]) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0) || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : 0);
    };
    const published = docs.filter((d) => d.status === 'published').sort(order);
    expect(published.length).toBeGreaterThan(2048); // past the presorted-walk threshold
    for (const [offset, limit] of [
      [0, 20],
      [137, 50],
      [published.length - 5, 20],
    ]) {
      const page = await model.search({ sort: 'date', offset, limit });
      expect(page.total).toBe(published.length);
      expect(page.hits.map((h) => h.doc.id)).toEqual(published.slice(offset, offset + limit).map((d) => d.id));
    }
    // After a write the order follows (a moved event, a new one).
    const moved = { ...published[3], startDay: 25_000, endDay: 25_001, version: published[3].version + 1 };
    await model.upsert([moved]);
    const page = await model.search({ sort: 'date', offset: 0, limit: 5 });
    expect(page.hits.map((h) => h.doc.id)).not.toContain(moved.id);
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

  it('pages large admin lists from presorted orders that follow every write', async () => {
    const model = new OramaEventReadModel();
    const docs = syntheticEventDocuments(5_000, 20_800).map((d, i) => ({ ...d, updatedAt: new Date(Date.UTC(2026, 0, 1) + (i % 700) * 1000).toISOString() }));
    await model.upsert(docs);
    const live = new Map(docs.map((d) => [d.id, d]));
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = (sort: 'title' | 'updated' | 'date', order: 'asc' | 'desc', offset: number) => {
      const asc = [...live.values()].sort((a, b) =>
        sort === 'title'
          ? cmp(a.title.toLowerCase(), b.title.toLowerCase()) || a.startDay - b.startDay || cmp(a.id, b.id)
          : sort === 'date'
            ? a.startDay - b.startDay || cmp(a.title.toLowerCase(), b.title.toLowerCase()) || cmp(a.id, b.id)
            : Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || cmp(a.id, b.id),
      );
      return (order === 'asc' ? asc : asc.reverse()).slice(offset, offset + 30).map((d) => d.id);
    };
    const check = async () => {
      for (const sort of ['title', 'updated', 'date'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          for (const offset of [0, 2_500, 4_980]) {
            const page = await model.listForAdmin({ today: 20_800, sort, order, offset, limit: 30 });
            expect({ sort, order, offset, ids: page.hits.map((h) => h.doc.id) }).toEqual({ sort, order, offset, ids: expected(sort, order, offset) });
            expect(page.total).toBe(live.size);
          }
        }
      }
    };
    await check();
    // Small writes patch the orders; a rename moves an event, a removal drops it, a new one is inserted.
    const renamed = { ...docs[10], title: 'Aaaa First Now', version: 2, updatedAt: '2027-01-01T00:00:00.000Z' };
    const added = { ...docs[11], id: 'new-one', title: 'Mmm Middle', version: 1 };
    await model.upsert([renamed, added]);
    await model.remove([docs[12].id]);
    live.set(renamed.id, renamed);
    live.set(added.id, added);
    live.delete(docs[12].id);
    await check();
  });
});
