import { getByID } from '@orama/orama';
import { CONTRACT_CATALOGUE } from '../../../testing/event-read-model.contract';
import { OramaTextIndex, toTextRow } from './orama-text-index';
import { LazyRowsStore } from './lazy-rows-store';

describe('lazy rows of a restored text index', () => {
  const docs = CONTRACT_CATALOGUE;
  const restored = () => {
    const original = new OramaTextIndex(0);
    original.insert(docs);
    const copy = new OramaTextIndex(0);
    const byInternalId = new Map(docs.map((doc) => [original.internalId(doc.id), doc]));
    copy.restore(original.snapshot(), byInternalId.keys(), (internalId) => byInternalId.get(internalId));
    return { original, copy, store: copy.db.data.docs as unknown as LazyRowsStore<object> };
  };

  it('makes no row at restore, and makes a row (as toTextRow would) when Orama asks for it', () => {
    const { copy, store } = restored();
    expect(store.rows.size).toBe(0);
    expect(copy.size).toBe(docs.length);
    expect(getByID(copy.db, docs[2].id)).toEqual(toTextRow(docs[2]));
    expect(store.rows.size).toBe(1);
    expect(getByID(copy.db, 'no such event')).toBeUndefined();
  });

  it('takes a removed document out of the index and counts, and lets it in again', () => {
    const { original, copy } = restored();
    const [first, second] = docs;
    copy.remove([first.id, second.id]);
    original.remove([first.id, second.id]);
    expect(copy.size).toBe(docs.length - 2);
    expect(getByID(copy.db, first.id)).toBeUndefined();
    const renamed = { ...first, title: 'Harbour Lights Renamed' };
    copy.insert([renamed]);
    original.insert([renamed]);
    expect(copy.size).toBe(docs.length - 1);
    const ids = (index: OramaTextIndex, term: string) => {
      const m = index.scoreText(term, 1);
      return m ? [...m.ids.subarray(0, m.length)].sort() : [];
    };
    for (const term of ['harbour', 'renamed', first.title.split(' ')[0], second.title.split(' ')[0], 'festival'])
      expect(ids(copy, term)).toEqual(ids(original, term));
  });
});
