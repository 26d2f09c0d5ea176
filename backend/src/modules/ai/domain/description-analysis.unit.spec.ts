import { eventFacts } from '../testing/event-facts.fixture';
import { analyseDescription, essentials, fleschReadingEase, sentenceVariation } from './description-analysis';
import { syllablesIn, TextStats } from './text-stats';

const facts = eventFacts();
const stats = (over: Partial<TextStats> = {}): TextStats => ({
  sentenceWords: [12, 5, 20, 9, 14, 8, 18, 6, 11, 15],
  words: 118,
  syllables: 160,
  contentWords: ['jazz', 'band', 'stage', 'music'],
  keywords: ['jazz', 'riverside park'],
  ...over,
});

describe('description analysis measures', () => {
  it('computes Flesch reading ease from sentence, word and syllable counts', () => {
    // 206.835 − 1.015 × (100 / 5) − 84.6 × (150 / 100) = 59.635
    expect(fleschReadingEase({ sentenceWords: [20, 20, 20, 20, 20], words: 100, syllables: 150 })).toBeCloseTo(59.635, 3);
  });

  it('counts syllables by vowel groups', () => {
    expect(['jazz', 'festival', 'riverside', 'quartets', 'the', 'family'].map(syllablesIn)).toEqual([1, 3, 3, 2, 1, 3]);
  });

  it('measures sentence variety as the coefficient of variation', () => {
    expect(sentenceVariation([10, 10, 10])).toBe(0);
    expect(sentenceVariation([5, 15])).toBeCloseTo(0.5, 5);
    expect(sentenceVariation([12])).toBe(0);
  });

  it('finds what, where, when, price and who', () => {
    expect(essentials('Jazz in Leeds on 5 March; tickets from £25 for the whole family.', facts)).toEqual({
      what: true,
      where: true,
      when: true,
      price: true,
      who: true,
    });
    expect(essentials('A lovely time.', facts)).toEqual({ what: false, where: false, when: false, price: false, who: false });
  });

  it('scores a complete, readable, original text high and says why', () => {
    const text = 'Riverside Jazz Weekend brings jazz to Riverside Park in Leeds from 5 to 7 March 2027. Tickets from £25; families welcome.';
    const result = analyseDescription({
      text,
      stats: stats(),
      facts,
      categoryTerms: ['jazz', 'band', 'stage', 'festival'],
      nearest: { similarity: 0.05, title: 'Other' },
    });
    expect(result.score).toBeGreaterThanOrEqual(80);
    expect(result.strengths.join(' ')).toMatch(/what it is, where, when/);
    expect(result.keywords).toEqual(['jazz', 'riverside park']);
    expect(result.measures.map((m) => m.name)).toEqual(['length', 'readability', 'sentence-variety', 'essentials', 'category-vocabulary', 'originality']);
  });

  it('scores a short copy of another listing low, with a suggestion per weak measure', () => {
    const result = analyseDescription({
      text: 'A lovely time.',
      stats: stats({ sentenceWords: [3], words: 3, syllables: 4, contentWords: ['time'] }),
      facts,
      categoryTerms: ['jazz', 'band'],
      nearest: { similarity: 0.9, title: 'Copied Fest' },
    });
    expect(result.score).toBeLessThan(40);
    expect(result.suggestions).toEqual(
      expect.arrayContaining([
        'Add detail: 3 words (target 100 to 200).',
        'Rewrite in your own words: 90% of its phrases also in "Copied Fest".',
        'Give the dates.',
        'Mention the price or how to get tickets.',
      ]),
    );
  });
});
