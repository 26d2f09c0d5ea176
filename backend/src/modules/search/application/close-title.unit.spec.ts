import { eventDoc } from '../../events/testing/event-read-model.contract';
import { closeTitleMatch, nameWords } from './close-title';

const titles = [
  "Cooper's Hill Cheese-Rolling",
  'Bristol International Balloon Fiesta',
  'Whitby Goth Weekend',
  'Whitby Folk Week',
  'Live at Leeds: In The City',
  'National Eisteddfod of Wales',
  'Llangollen International Musical Eisteddfod',
  'Deer Shed Festival',
];
const docs = titles.map((title, i) => eventDoc(`e${i}`, { title }));
const match = (q: string) => closeTitleMatch(docs, nameWords(q))?.title ?? null;

describe('closeTitleMatch', () => {
  it.each([
    ['bristol baloon fiesta', 'Bristol International Balloon Fiesta'],
    ['whitbey goth weekend', 'Whitby Goth Weekend'],
    ['lanngollen eisteddfod', 'Llangollen International Musical Eisteddfod'],
    ['whitby folk week', 'Whitby Folk Week'],
    // every word of the query is in that title: it is the answer, not a coincidence
    ['folk festivals in whitby', 'Whitby Folk Week'],
  ])('"%s" names %s', (q, title) => {
    expect(match(q)).toBe(title);
  });

  it.each(['beer', 'comedy in leeds', 'deer park', 'comedy in bristol', 'music festivals this weekend', 'eisteddfod'])('"%s" names no event', (q) => {
    expect(match(q)).toBeNull();
  });

  it('a title holding only words the filters answer is not named ("music festivals in Wales")', () => {
    const wales = [...docs, eventDoc('wmf', { title: 'Wales Music Festival' })];
    expect(closeTitleMatch(wales, nameWords('music festivals in wales'), new Set(['music', 'wales']))).toBeNull();
    expect(closeTitleMatch(wales, nameWords('bristol baloon fiesta'), new Set(['bristol']))?.title).toBe('Bristol International Balloon Fiesta');
  });
});
