import { damerauLevenshtein, typoBudget } from './damerau-levenshtein';

describe('damerauLevenshtein', () => {
  it.each([
    ['edinburgh', 'edinburgh', 0],
    ['edinbrugh', 'edinburgh', 1], // adjacent transposition counts once
    ['glastonbery', 'glastonbury', 1],
    ['manchster', 'manchester', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['ca', 'abc', 3], // optimal string alignment, not unrestricted Damerau
  ])('%s → %s is %i', (a, b, d) => {
    expect(damerauLevenshtein(a, b)).toBe(d);
  });

  it('stops early once the bound is exceeded', () => {
    expect(damerauLevenshtein('birmingham', 'aberdeen', 2)).toBe(3);
    expect(damerauLevenshtein('abcdefgh', 'ab', 1)).toBe(2);
  });

  it('gives 0 edits under 5 letters, 1 from 5 and 2 from 8', () => {
    expect(typoBudget('rock')).toBe(0);
    expect(typoBudget('jazzz')).toBe(1);
    expect(typoBudget('edinbrg')).toBe(1);
    expect(typoBudget('edinbrugh')).toBe(2);
  });
});
