/**
 * One behaviour for every CatalogueReadModel adapter: in-memory (unit), Elasticsearch over a local HTTP server
 * speaking its REST API (unit) and a real Elasticsearch node (integration, when one is reachable).
 */
import { CatalogueDocument, CatalogueReadModel } from '../catalogue-read-model.port';

interface CategoryDoc extends CatalogueDocument {
  name: string;
  icon?: string;
  colour?: string;
  regions?: string[];
  meta?: Record<string, unknown>;
}

/** Each call gives a fresh, empty, not yet initialised model (Elasticsearch: its own index prefix). */
export type CatalogueReadModelFactory = () => Promise<CatalogueReadModel>;

const category = (id: string, version: number, name = `Category ${id}`): CategoryDoc => ({ id, version, name });
const byId = <T extends CatalogueDocument>(docs: T[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));

export function describeCatalogueReadModelContract(name: string, factory: CatalogueReadModelFactory): void {
  describe(`CatalogueReadModel contract: ${name}`, () => {
    let model: CatalogueReadModel;

    beforeEach(async () => {
      model = await factory();
      await model.init();
    });
    afterEach(() => model.close());

    it('starts empty with a generation', async () => {
      expect(await model.list('category')).toEqual([]);
      expect(await model.list('news')).toEqual([]);
      expect(await model.get('category', 'music')).toBeNull();
      expect(typeof model.generation).toBe('string');
      expect(model.generation.length).toBeGreaterThan(0);
    });

    it('stores and returns whole documents, nested fields and unicode included', async () => {
      const doc: CategoryDoc = {
        id: 'food-drink',
        version: 1,
        name: 'Food & Drink — “Fête”',
        icon: 'utensils',
        colour: 'orange.500',
        regions: ['london', 'wales'],
        meta: { eventCount: 12, nested: { flag: true, empty: null } },
      };
      await model.put('category', doc);
      expect(await model.get('category', 'food-drink')).toEqual(doc);
      expect(await model.list('category')).toEqual([doc]);
    });

    it('keeps kinds apart, even for the same id', async () => {
      await model.put('category', category('music', 1));
      await model.put('news', { id: 'music', version: 1, title: 'Line-up announced' } as CatalogueDocument);
      expect(await model.list('category')).toEqual([category('music', 1)]);
      expect(await model.list('news')).toEqual([{ id: 'music', version: 1, title: 'Line-up announced' }]);
    });

    it('lists every document of a kind', async () => {
      const docs = Array.from({ length: 25 }, (_, i) => category(`c${String(i).padStart(2, '0')}`, 1));
      for (const d of docs) await model.put('category', d);
      expect(byId(await model.list<CategoryDoc>('category'))).toEqual(docs);
    });

    it('replaces a document with a newer version and ignores the same or an older one', async () => {
      await model.put('category', category('folk', 2, 'Folk v2'));
      await model.put('category', category('folk', 1, 'Folk v1 (late delivery)'));
      await model.put('category', category('folk', 2, 'Folk v2 (redelivered, different body)'));
      expect(await model.get('category', 'folk')).toEqual(category('folk', 2, 'Folk v2'));
      await model.put('category', category('folk', 5, 'Folk v5'));
      expect(await model.get('category', 'folk')).toEqual(category('folk', 5, 'Folk v5'));
      expect(await model.list('category')).toEqual([category('folk', 5, 'Folk v5')]);
    });

    it('removes a document; removing a missing one is harmless', async () => {
      await model.put('news', category('n1', 1));
      await model.put('news', category('n2', 1));
      await model.remove('news', 'n1');
      await model.remove('news', 'never-existed');
      expect(await model.get('news', 'n1')).toBeNull();
      expect(await model.list('news')).toEqual([category('n2', 1)]);
      // The removal is itself a stream event (version 2), so a later restore comes with version 3.
      await model.put('news', category('n1', 3, 'restored'));
      expect(await model.get('news', 'n1')).toEqual(category('n1', 3, 'restored'));
    });

    it('moves the revision forward on every change', async () => {
      const r0 = model.revision;
      await model.put('category', category('comedy', 1));
      const r1 = model.revision;
      expect(r1).toBeGreaterThan(r0);
      await model.remove('category', 'comedy');
      expect(model.revision).toBeGreaterThan(r1);
    });

    it('rebuilds into a fresh store that replaces the live one only on commit', async () => {
      await model.put('category', category('old', 1));
      await model.put('news', category('stale-news', 4));
      const before = model.generation;
      const revision = model.revision;

      const rebuild = await model.beginRebuild();
      expect(await rebuild.get('category', 'old')).toBeNull();
      await rebuild.put('category', category('music', 1));
      await rebuild.put('category', category('music', 2, 'Music v2'));
      await rebuild.put('category', category('music', 1, 'late'));
      await rebuild.put('category', category('arts', 3));
      await rebuild.put('news', category('tmp', 1));
      await rebuild.remove('news', 'tmp');
      expect(await rebuild.get('category', 'music')).toEqual(category('music', 2, 'Music v2'));

      // Until commit, readers still see the live store.
      expect(await model.list('category')).toEqual([category('old', 1)]);
      expect(model.generation).toBe(before);

      await rebuild.commit();
      expect(byId(await model.list('category'))).toEqual([category('arts', 3), category('music', 2, 'Music v2')]);
      expect(await model.list('news')).toEqual([]);
      expect(await model.get('category', 'old')).toBeNull();
      expect(model.generation).not.toBe(before);
      expect(model.revision).toBeGreaterThan(revision);

      // Live writes after the swap land in the new store.
      await model.put('category', category('family', 1));
      expect((await model.list('category')).map((d) => d.id).sort()).toEqual(['arts', 'family', 'music']);
    });

    it('leaves the live store untouched when a rebuild is aborted', async () => {
      await model.put('category', category('keep', 1));
      const before = model.generation;
      const rebuild = await model.beginRebuild();
      await rebuild.put('category', category('discard', 1));
      await rebuild.abort();
      expect(await model.list('category')).toEqual([category('keep', 1)]);
      expect(model.generation).toBe(before);
      await model.put('category', category('keep', 2));
      expect(await model.get('category', 'keep')).toEqual(category('keep', 2));
    });
  });
}
