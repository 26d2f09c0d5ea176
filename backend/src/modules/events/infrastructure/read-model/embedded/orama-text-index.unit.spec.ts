import { create, insertMultiple, search } from '@orama/orama';
import { ENGLISH_STOP_WORDS, TEXT_BOOSTS } from '../event-search.semantics';
import { CONTRACT_CATALOGUE, eventDoc } from '../../../testing/event-read-model.contract';
import { OramaTextIndex, toTextRow } from './orama-text-index';

/** scoreText reads Orama's index data directly; these checks catch an Orama upgrade that changes it. */
describe('OramaTextIndex', () => {
  const text = new OramaTextIndex(0);
  text.insert(CONTRACT_CATALOGUE);
  const stock = create({
    schema: { title: 'string', tags: 'string', city: 'string', venue: 'string', description: 'string' } as const,
    components: { tokenizer: { stopWords: ENGLISH_STOP_WORDS } },
  });
  insertMultiple(stock, CONTRACT_CATALOGUE.map(toTextRow));

  const ours = (term: string, tolerance = 0) => {
    const m = text.scoreText(term, tolerance, { prefix: 1, typo: 0, minPrefixLength: 1 });
    const ids = text.db.internalDocumentIDStore.internalIdToId as string[];
    const out = new Map<string, number>();
    for (let i = 0; i < (m?.length ?? 0); i++) out.set(ids[m!.ids[i] - 1], m!.scores[i]);
    return out;
  };
  const theirs = (term: string, tolerance = 0) => {
    const r = search(stock, { term, tolerance, boost: { ...TEXT_BOOSTS }, limit: 1000 }) as { hits: { id: string; score: number }[] };
    return new Map(r.hits.map((h) => [h.id, h.score]));
  };

  it.each(['festival', 'jazz', 'edinburgh', 'music', 'harbour town'])('scores "%s" exactly as Orama search() does', (term) => {
    const a = ours(term);
    const b = theirs(term);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    expect(a.size).toBeGreaterThan(0);
    for (const [id, score] of b) expect(a.get(id)).toBeCloseTo(score, 6);
  });

  it('finds the same documents as Orama for a typo', () => {
    expect([...ours('glastonbery', 1).keys()]).toEqual([...theirs('glastonbery', 1).keys()]);
    expect(ours('glastonbery', 1).size).toBe(1);
  });

  it('builds the same radix trees from one large insert as Orama does word by word', () => {
    const index = text.db.data.index as unknown as { indexes: Record<string, { node: unknown }> };
    const stockIndex = stock.data.index as unknown as { indexes: Record<string, { node: unknown }> };
    for (const prop of ['title', 'tags', 'city', 'venue', 'description']) {
      expect(JSON.stringify(index.indexes[prop].node)).toBe(JSON.stringify(stockIndex.indexes[prop].node));
    }
  });

  it('saves exactly the same index whether documents come in one batch or one at a time', () => {
    // Many documents sharing words (copies with other ids and a few changed fields), as in a bulk import.
    const docs = Array.from({ length: 12 }, (_, n) =>
      CONTRACT_CATALOGUE.map((d, i) => ({ ...d, id: `${d.id}-${n}`, title: n % 3 === i % 3 ? `${d.title} ${n}` : d.title, city: n % 2 ? d.city : 'Leeds' })),
    ).flat();
    const batched = new OramaTextIndex(0);
    batched.insert(docs.slice(0, 100));
    batched.insert(docs.slice(100));
    const single = new OramaTextIndex(0);
    for (const d of docs) single.insert([d]);
    expect(JSON.stringify(batched.snapshot())).toBe(JSON.stringify(single.snapshot()));
    expect(batched.scoreText('festival leeds', 1)).toEqual(single.scoreText('festival leeds', 1));
  });

  it('forgets a removed document and re-indexes a changed one', () => {
    const index = new OramaTextIndex();
    index.insert(CONTRACT_CATALOGUE);
    expect(index.scoreText('hay', 0)?.length).toBe(1);
    index.remove(['hay']);
    expect(index.scoreText('hay', 0)).toEqual({ ids: new Int32Array(0), scores: new Float64Array(0), length: 0 });
    index.insert([{ ...CONTRACT_CATALOGUE[0], id: 'hay', title: 'Hay Again' }]);
    expect(index.scoreText('hay', 0)?.length).toBe(1);
    expect(index.scoreText('of the', 0)).toBeNull();
  });
});

describe('OramaTextIndex: a word the catalogue holds is read as typed', () => {
  const index = new OramaTextIndex(0);
  index.insert([
    eventDoc('beer', { title: 'Cambridge Beer Festival', description: 'Real ale.' }),
    eventDoc('deer', { title: 'Deer Shed Festival', description: 'Family weekend in the grounds.' }),
    eventDoc('feast', { title: 'The Big Feastival', description: 'Food and music on a farm.' }),
    eventDoc('glasto', { title: 'Glastonbury Festival', description: 'Music and arts.' }),
  ]);
  const found = (term: string, tolerance: number) => {
    const m = index.scoreText(term, tolerance);
    const ids = index.db.internalDocumentIDStore.internalIdToId as string[];
    return Array.from({ length: m?.length ?? 0 }, (_, i) => ids[m!.ids[i] - 1]).sort();
  };

  it('"beer" is not corrected into "deer", nor "festival" into "Feastival"', () => {
    expect(found('beer', 1)).toEqual(['beer']);
    expect(found('festival', 2)).toEqual(['beer', 'deer', 'glasto']);
  });

  it('a word the catalogue lacks is still corrected ("beeer", "glastonbery")', () => {
    expect(found('beeer', 1)).toEqual(['beer']);
    expect(found('glastonbery', 1)).toEqual(['glasto']);
  });
});
