import { eventDoc } from '../../events/testing/event-read-model.contract';
import { parseIntent } from '../domain/parse-intent';
import { pickNamedFestival, similarIntent, splitSimilarTo } from './similar-festival';

describe('festivals like a named one', () => {
  it('splits the name from the rest of the query', () => {
    expect(splitSimilarTo('festivals like Download')).toEqual({ name: ['download'], rest: 'festivals' });
    expect(splitSimilarTo('something similar to WOMAD in Scotland')).toEqual({ name: ['womad'], rest: 'something in Scotland' });
    expect(splitSimilarTo('festivals like the Green Man festival but not in Wales')).toEqual({ name: ['green', 'man'], rest: 'festivals but not in Wales' });
    expect(splitSimilarTo('folk festivals in York')).toBeNull();
    expect(splitSimilarTo('festivals like')).toBeNull();
  });

  it('takes a title only when it is close to the name', () => {
    const docs = [eventDoc('a', { title: 'Downton Fair' }), eventDoc('b', { title: 'Download Festival' })];
    expect(pickNamedFestival(docs, ['download'])?.id).toBe('b');
    expect(pickNamedFestival(docs, ['downlaod'])?.id).toBe('b');
    expect(pickNamedFestival(docs, ['reading'])).toBeNull();
  });

  it("asks for the festival's category, ranks by its tags, keeps camping and leaves the festival out", () => {
    const download = eventDoc('dl', { title: 'Download Festival', category: 'music', tags: ['rock', 'heavy-metal', 'camping'] });
    const intent = similarIntent(parseIntent('festivals in the midlands', '2026-11-22'), download);
    expect(intent.categories).toEqual(['music']);
    expect(intent.topics).toEqual(['rock', 'heavy metal']);
    expect(intent.flags.camping).toBe(true);
    expect(intent.exclude.ids).toEqual(['dl']);
    expect(intent.regions).toEqual(['midlands']);
    expect(similarIntent(parseIntent('comedy', '2026-11-22'), download).categories).toEqual(['comedy']);
  });
});
