import { LocalIntentProvider } from './local-intent-provider';

describe('LocalIntentProvider', () => {
  it('gives every caller its own copy of a memoised intent', () => {
    const provider = new LocalIntentProvider();
    const first = provider.parse('free jazz near Bristol this weekend but not camping', '2026-11-25');
    const expected = structuredClone(first);
    first.categories.push('comedy');
    first.locations[0].radiusKm = 1;
    first.exclude.flags.camping = true;
    first.price = null;
    const second = provider.parse('free jazz near Bristol this weekend but not camping', '2026-11-25');
    expect(second).toEqual(expected);
    expect(second).not.toBe(first);
  });
});
