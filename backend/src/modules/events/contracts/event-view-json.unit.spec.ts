import { syntheticEventDocuments } from '../testing/synthetic-event-documents';
import { answerWithEventsBytes, eventListBytes, sharedEventView } from './event-view-json';
import { toEventView } from './event-view';

const TODAY = 20_600;

describe('pre-serialised event views', () => {
  const docs = syntheticEventDocuments(30, TODAY).map((doc, i) =>
    // text outside ASCII: dashes, pounds, accents, an emoji (UTF-8 of 2, 3 and 4 bytes)
    i % 3 === 0 ? { ...doc, title: `Café – “Jazz” £5 🎷 ${i}`, description: `Zoë's <b>night</b> & more\u2028` } : doc,
  );
  const shared = docs.map((doc) => sharedEventView(doc, TODAY, 'Music'));
  const fresh = docs.map((doc) => toEventView(doc, TODAY, 'Music'));

  it('list bytes are the UTF-8 of JSON.stringify, shared views or not', () => {
    for (const list of [shared, fresh, shared.slice(0, 1), []]) {
      expect(eventListBytes(list).equals(Buffer.from(JSON.stringify(list), 'utf8'))).toBe(true);
    }
    // asked twice (remembered bytes), still the same
    expect(eventListBytes(shared).equals(Buffer.from(JSON.stringify(shared), 'utf8'))).toBe(true);
  });

  it('answer bytes are the UTF-8 of JSON.stringify, whatever follows the events', () => {
    const answers = [
      { events: shared, total: 30, searchTime: 1.25, semantic: true, notice: 'No “free” events – showing others', relaxed: ['price'] },
      { events: fresh.slice(0, 3) },
      { total: 2, events: shared.slice(0, 2) },
    ];
    for (const answer of answers) {
      expect(answerWithEventsBytes(answer).equals(Buffer.from(JSON.stringify(answer), 'utf8'))).toBe(true);
    }
  });
});
