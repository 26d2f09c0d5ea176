/**
 * "christmas" is both dates and a topic (issue 26): with 160 events that merely run over Christmas, the three events
 * about Christmas must still come first, not wherever their start dates put them.
 */
import { embeddedEventReadModel } from '../../../events/testing/embedded-event-read-model';
import { eventDoc } from '../../../events/testing/event-read-model.contract';
import { DEFAULT_CATEGORIES } from '../../../categories/contracts/category-defaults';
import { FixedClock } from '../../../../platform/time/clock';
import { FixedCategoryVocabulary } from '../../application/category-vocabulary.port';
import { LocalIntentProvider } from '../../application/local-intent-provider';
import { SmartSearchEngine } from '../../application/smart-search-engine';

const TODAY = '2026-11-22';

it('"christmas": the events about Christmas first, then the others that run over it', async () => {
  const model = embeddedEventReadModel();
  const overChristmas = Array.from({ length: 160 }, (_, i) =>
    eventDoc(`winter-${i}`, { title: `Winter Music Night ${i}`, description: 'Bands in the town hall.', startDate: '2026-12-01', endDate: '2026-12-31' }),
  );
  const aboutChristmas = [
    eventDoc('markets', {
      title: 'Manchester Christmas Markets',
      description: 'Stalls across the city centre.',
      startDate: '2026-12-10',
      endDate: '2026-12-22',
    }),
    eventDoc('wonderland', {
      title: 'Winter Wonderland',
      description: 'Rides, ice rink and Christmas market.',
      startDate: '2026-12-12',
      endDate: '2027-01-03',
    }),
    eventDoc('panto', { title: 'Panto Season', description: 'Family shows.', tags: ['christmas'], startDate: '2026-12-15', endDate: '2026-12-30' }),
  ];
  await model.upsert([...overChristmas, ...aboutChristmas]);
  const handler = new SmartSearchEngine(
    model,
    new FixedClock(new Date(`${TODAY}T12:00:00Z`)),
    new LocalIntentProvider(),
    new FixedCategoryVocabulary(DEFAULT_CATEGORIES),
  );
  const r = await handler.find({ q: 'christmas', page: 1, limit: 24 });
  expect(r.total).toBe(163);
  expect(
    r.events
      .slice(0, 3)
      .map((e) => e.id)
      .sort(),
  ).toEqual(['markets', 'panto', 'wonderland']);
  expect(r.intent.timeframes).toEqual(['Christmas 2026']);
});
