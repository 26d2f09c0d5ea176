import { parseIntent } from '../domain/parse-intent';
import { LocalIntentProvider } from './local-intent-provider';

describe('LocalIntentProvider', () => {
  it('gives every caller its own copy of a memoised intent', () => {
    const provider = new LocalIntentProvider();
    // the second ask stores the intent
    provider.parse('free jazz near Bristol this weekend but not camping', '2026-11-25');
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

  it('answers a first, second and later ask as the parser does, per day', () => {
    const provider = new LocalIntentProvider();
    const q = 'folk in Leeds or York this weekend under £20';
    for (const today of ['2026-11-25', '2026-11-25', '2026-11-25', '2026-07-15', '2026-11-25']) {
      expect(provider.parse(q, today)).toEqual(parseIntent(q, today));
    }
  });

  it('reads queries that differ only in their spacing alike', () => {
    const provider = new LocalIntentProvider();
    const expected = parseIntent('comedy in Leeds under £20', '2026-11-25');
    for (const q of ['comedy in Leeds under £20', 'comedy  in Leeds under £20', 'comedy\tin Leeds\u00a0under £20', 'comedy in Leeds under £20']) {
      expect(provider.parse(q, '2026-11-25')).toEqual(expected);
    }
  });
});
