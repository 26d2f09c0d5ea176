import { seededRandom } from '../../../../../platform/random/seeded-random';
import { topK } from './top-k';

describe('topK', () => {
  it('answers like a full sort, whether it sorts or keeps a heap', () => {
    const rnd = seededRandom(5);
    const score = Array.from({ length: 2000 }, () => Math.floor(rnd() * 50));
    // ties on the score broken by the item, as the read model breaks them by date, title and id
    const compare = (a: number, b: number) => score[b] - score[a] || a - b;
    for (const length of [0, 1, 10, 24, 47, 48, 49, 96, 97, 256, 257, 1000, 2000]) {
      const items = Int32Array.from({ length }, (_, i) => (i * 7919) % 2000);
      for (const k of [0, 1, 24, 100]) {
        const expected = [...items].sort(compare).slice(0, k);
        expect({ length, k, top: topK(items, length, k, compare) }).toEqual({ length, k, top: expected });
      }
    }
  });
});
