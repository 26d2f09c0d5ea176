import { eventDoc } from '../../events/testing/event-read-model.contract';
import { rerankByTitle, titleDistance } from './title-closeness';

describe('title closeness', () => {
  it('counts the edits from each typed word to the nearest title word', () => {
    expect(titleDistance('Glastonbury Festival', ['glastonbery'])).toBe(1);
    expect(titleDistance('GlastonBarry', ['glastonbery'])).toBe(2);
    expect(titleDistance('Edinburgh Festival Fringe', ['edinburgh', 'fringe'])).toBe(0);
    expect(titleDistance('Boomtown', ['boom'])).toBe(0); // a prefix is as good as the word
    expect(titleDistance('Latitude', ['glastonbery'])).toBe(3);
  });

  it('puts the closest titles first and keeps the search order otherwise', () => {
    const docs = [
      eventDoc('barry', { title: 'GlastonBarry' }),
      eventDoc('other', { title: 'Somerset Folk Day' }),
      eventDoc('glasto', { title: 'Glastonbury Festival' }),
      eventDoc('other2', { title: 'Pilton Party' }),
    ];
    expect(rerankByTitle(docs, ['glastonbery']).map((d) => d.id)).toEqual(['glasto', 'barry', 'other', 'other2']);
  });
});
