import { embeddedEventReadModel } from '../../events/testing/embedded-event-read-model';
import { syntheticEventDocuments } from '../../events/testing/synthetic-event-documents';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { FixedClock } from '../../../platform/time/clock';
import { dayNumber } from '../../../platform/time/uk-days';
import { FixedCategoryVocabulary } from './category-vocabulary.port';
import { LocalIntentProvider } from './local-intent-provider';
import { SmartSearchEngine } from './smart-search-engine';

const TODAY = '2026-11-25';

describe('SmartSearchEngine answer memo', () => {
  it('stores an answer on the second ask, answers as computed, and drops it when the read model changes', async () => {
    const model = embeddedEventReadModel();
    const docs = syntheticEventDocuments(2_000, dayNumber(TODAY));
    await model.upsert(docs);
    const intents = new LocalIntentProvider();
    const extract = jest.spyOn(intents, 'extract');
    const handler = new SmartSearchEngine(model, new FixedClock(new Date(`${TODAY}T12:00:00Z`)), intents, new FixedCategoryVocabulary(DEFAULT_CATEGORIES));
    const ask = async () => {
      const { searchTime: _t, ...answer } = await handler.find({ q: 'folk music in Leeds this weekend', page: 1, limit: 24 });
      return answer;
    };
    const first = await ask();
    const second = await ask();
    expect(extract).toHaveBeenCalledTimes(2);
    const third = await ask();
    expect(extract).toHaveBeenCalledTimes(2);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    await model.upsert([{ ...docs[0], title: `${docs[0].title} (changed)` }]);
    await ask();
    await ask();
    expect(extract).toHaveBeenCalledTimes(4);
  });
});
