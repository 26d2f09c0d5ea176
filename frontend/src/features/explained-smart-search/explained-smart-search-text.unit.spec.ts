import { confidenceVariant, EXAMPLE_QUERIES } from './explained-smart-search-text';

describe('confidenceVariant', () => {
  it.each([
    [100, 'default'],
    [71, 'default'],
    [70, 'secondary'],
    [41, 'secondary'],
    [40, 'destructive'],
    [0, 'destructive'],
  ])('%i → %s', (confidence, variant) => {
    expect(confidenceVariant(confidence)).toBe(variant);
  });
});

it('offers six example queries', () => {
  expect(new Set(EXAMPLE_QUERIES).size).toBe(6);
});
