import { eventDoc } from '../../events/testing/event-read-model.contract';
import { coversKeywords, holdsWord, textWords } from './keyword-coverage';

const doc = eventDoc('x', {
  title: 'Glastonbury Festival',
  description: 'Five days of music in a Somerset field, with a craft market every evening.',
  tags: ['camping', 'family-friendly'],
  city: 'Pilton',
  venue: 'Worthy Farm',
});

describe('keyword coverage', () => {
  it('holds a word exactly, as the start of a word, or within the typo budget', () => {
    const words = textWords(doc);
    expect(holdsWord(words, 'glastonbury')).toBe(true);
    expect(holdsWord(words, 'glasto')).toBe(true);
    expect(holdsWord(words, 'glastonbery')).toBe(true);
    expect(holdsWord(words, 'somerest')).toBe(true);
  });

  it('does not stretch a word into a different one ("basket" is not "market", "weaving" is not "evening")', () => {
    const words = textWords(doc);
    expect(holdsWord(words, 'basket')).toBe(false);
    expect(holdsWord(words, 'weaving')).toBe(false);
    expect(coversKeywords(doc, ['underwater', 'basket', 'weaving'])).toBe(false);
  });

  it('needs at least half of the words', () => {
    expect(coversKeywords(doc, ['glastonbury', 'tickets'])).toBe(true);
    expect(coversKeywords(doc, ['glastonbury', 'tickets', 'cheap'])).toBe(false);
    expect(coversKeywords(doc, [])).toBe(true);
  });
});
