import { seededRandom } from '../../../platform/random/seeded-random';
import { splitWords } from './text';

describe('splitWords', () => {
  it('splits plain queries (ASCII letters, digits, hyphens, "£") as the full normalisation does', () => {
    const rnd = seededRandom(3);
    const letters = 'abcdefghijklmnopqrstuvwxyzABPQZ0159-£     ';
    for (let i = 0; i < 2_000; i++) {
      let q = '';
      const n = Math.floor(rnd() * 40);
      for (let j = 0; j < n; j++) q += letters[Math.floor(rnd() * letters.length)];
      if (rnd() < 0.2) q += ' saint ';
      // a trailing "!" takes the general path, which drops it again
      expect(splitWords(q)).toEqual(splitWords(`${q}!`));
    }
  });

  it('normalises the rest: capitals, accents, apostrophes, "&", "£", units, dots', () => {
    expect(splitWords('jazz in saint albans')).toEqual(['jazz', 'in', 'st', 'albans']);
    expect(splitWords('  folk   music ')).toEqual(['folk', 'music']);
    expect(splitWords("Café O'Neill's & Co. under £20 within 10miles")).toEqual(['cafe', 'oneills', 'and', 'co', 'under', '£', '20', 'within', '10', 'miles']);
  });
});
