import { LENGTH_WORDS, LENGTHS, TONES } from '../contracts/ai-description.schemas';
import { eventFacts } from '../testing/event-facts.fixture';
import { checkFacts } from './fact-checker';
import { wordCount, writeGrounded } from './grounded-writer';

const keywords = ['jazz', 'riverside park', 'music in leeds'];

describe('grounded writer', () => {
  it.each(LENGTHS)('writes within the %s word range and states only facts the event backs', (length) => {
    const facts = eventFacts();
    for (const tone of TONES) {
      const text = writeGrounded(facts, { tone, focus: 'music-focused', length, includeKeywords: true }, keywords);
      const words = wordCount(text);
      expect([tone, words >= LENGTH_WORDS[length].min && words <= LENGTH_WORDS[length].max]).toEqual([tone, true]);
      expect(checkFacts(text, facts)).toEqual([]);
      expect(text).toContain('Riverside Jazz Weekend');
      expect(text).toContain('5 to 7 March 2027');
      expect(text).toMatch(/from £25/i);
    }
  });

  it('says estimated dates are expected, and an unknown price is to be confirmed', () => {
    const text = writeGrounded(
      eventFacts({ datesConfirmed: false, priceText: null }),
      { tone: 'professional', focus: 'cultural', length: 'short', includeKeywords: false },
      [],
    );
    expect(text).toContain('expected to be 5 to 7 March 2027');
    expect(text).toContain('Prices are still to be confirmed');
    expect(text).not.toMatch(/£/);
  });

  it('makes no family claim the event does not make', () => {
    const facts = eventFacts({ description: 'An evening of jazz quartets.', tags: ['jazz'] });
    const text = writeGrounded(facts, { tone: 'casual', focus: 'family-friendly', length: 'short', includeKeywords: false }, []);
    expect(text).toContain('Check the organiser’s guidance on ages');
    expect(text).not.toContain('suitable for families');
  });
});
