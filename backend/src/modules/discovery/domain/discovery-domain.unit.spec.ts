import { mapCategory } from './category-mapping';
import { isDuplicate, SAME_TITLE, titleKey, titleSimilarity } from './duplicates';
import { FoundEvent } from './found-event';
import { normalise, priceTextOf, ukDay } from './normalise';
import { pageDates, pageNames, pagePlaces } from './page-confirmation';
import { placeOf } from './uk-place';

const found = (over: Partial<FoundEvent> = {}): FoundEvent => ({
  source: 'site',
  sourceKey: 'site:x',
  url: 'https://example.org/',
  fetchedAt: new Date('2026-11-25T10:00:00Z'),
  title: 'Leeds Folk Festival',
  start: '2027-06-12',
  city: 'Leeds',
  categoryHints: [],
  ...over,
});

describe('normalisation', () => {
  it('reads dates as UK days: date-times in their own offset, then Europe/London', () => {
    expect(ukDay('2027-06-12')).toBe('2027-06-12');
    expect(ukDay('20270612')).toBe('2027-06-12');
    expect(ukDay('2027-06-12T23:30:00Z')).toBe('2027-06-13'); // 00:30 BST
    expect(ukDay('2027-01-12T23:30:00Z')).toBe('2027-01-12'); // GMT
    expect(ukDay('2027-06-13T00:30:00+01:00')).toBe('2027-06-13');
    expect(ukDay('soon')).toBeNull();
  });

  it('writes prices in pounds and leaves other currencies and silence as unknown', () => {
    expect(priceTextOf({ priceMin: 45, currency: 'GBP' })).toBe('from £45');
    expect(priceTextOf({ priceMin: 25, priceMax: 80.5, currency: 'GBP' })).toBe('£25–£80.50');
    expect(priceTextOf({ priceMin: 0, currency: 'GBP' })).toBe('Free');
    expect(priceTextOf({ priceMin: 30, currency: 'EUR' })).toBeNull();
    expect(priceTextOf({ priceText: '£12.50 on the door' })).toBe('£12.50 on the door');
    expect(priceTextOf({ priceText: 'TBA' })).toBeNull();
  });

  it('maps types, genres and words to the four site categories', () => {
    expect(mapCategory(['MusicEvent'], 'Anything')).toBe('music');
    expect(mapCategory(['FoodEvent'], 'Anything')).toBe('food-drink');
    expect(mapCategory(['ChildrensEvent'], 'Anything')).toBe('family');
    expect(mapCategory(['TheaterEvent'], 'Anything')).toBe('arts-culture');
    expect(mapCategory([], 'Beer and Cider Festival')).toBe('food-drink');
    expect(mapCategory([], 'Summer Gathering')).toBeNull();
  });

  it('files a venue under a town and region, Yorkshire included', () => {
    expect(placeOf({ city: 'Whitby' })).toMatchObject({ city: 'Whitby', region: 'yorkshire' });
    expect(placeOf({ city: 'Otley', regionHint: 'West Yorkshire' })).toMatchObject({ city: 'Otley', region: 'yorkshire' });
    expect(placeOf({ venue: 'Royal Victoria Park, Bath' })).toMatchObject({ city: 'Bath', region: 'southwest' });
    expect(
      placeOf({
        venue: 'Calder Holmes Park, Hebden Bridge, West Yorkshire, HX7 8AD',
        regionHint: 'Calder Holmes Park, Hebden Bridge, West Yorkshire, HX7 8AD',
      }),
    ).toMatchObject({
      city: 'Hebden Bridge',
      region: 'yorkshire',
    });
    expect(placeOf({ latitude: 53.79, longitude: -1.54 })).toMatchObject({ city: 'Leeds', region: 'yorkshire' });
    expect(placeOf({ city: 'Paris', latitude: 48.85, longitude: 2.35 })).toBeNull();
  });

  it('files a small town the festival list lacks, by the GeoNames gazetteer (exact names only)', () => {
    expect(placeOf({ city: "Bishop's Castle" })).toMatchObject({ city: "Bishop's Castle", region: 'midlands' });
    expect(placeOf({ venue: 'The Castle Hotel, Bishops Castle, SY9 5BN' })).toMatchObject({ city: 'Bishops Castle', region: 'midlands' });
    expect(placeOf({ city: 'Hexham', regionHint: 'Northumberland' })).toMatchObject({ region: 'northeast' });
    expect(placeOf({ city: 'Grimsby' })).toMatchObject({ region: 'yorkshire' });
    expect(placeOf({ city: 'Street' })).toMatchObject({ city: 'Street', region: 'southwest' });
    // There is a Whitchurch near Bristol, Cardiff, Ross and in Shropshire: only coordinates or region words choose.
    expect(placeOf({ city: 'Whitchurch' })).toBeNull();
    expect(placeOf({ city: 'Whitchurch', latitude: 52.96, longitude: -2.68 })).toMatchObject({ region: 'midlands' });
    expect(placeOf({ city: 'Whitchurch', latitude: 51.5, longitude: -3.2 })).toMatchObject({ region: 'wales' });
    expect(placeOf({ city: 'Whitchurch', regionHint: 'Shropshire' })).toMatchObject({ region: 'midlands' });
    // A small place's name inside free text is not read as that place ("Street Food Market").
    expect(placeOf({ venue: 'Street Food Market' })).toBeNull();
  });

  it('puts a found event in catalogue terms, or says why not', () => {
    const ok = normalise(found({ title: '  <b>Leeds</b> Folk &amp; Roots ', end: '2027-06-10', categoryHints: ['MusicEvent'] }));
    expect(ok).toMatchObject({
      ok: true,
      event: { title: 'Leeds Folk & Roots', startDate: '2027-06-12', endDate: '2027-06-12', region: 'yorkshire', category: 'music' },
    });
    const uncategorised = normalise(found({ title: 'Summer Gathering' }));
    expect(uncategorised).toMatchObject({ ok: true, event: { category: 'arts-culture', tags: ['discovered', 'uncategorised'] } });
    expect(normalise(found({ start: 'tbc' }))).toMatchObject({ ok: false, reason: expect.stringMatching(/no readable start date/) });
    expect(normalise(found({ countryCode: 'FR' }))).toMatchObject({ ok: false, reason: expect.stringMatching(/not in the United Kingdom/) });
  });
});

describe('de-duplication', () => {
  const base = { title: 'Harbourside Jazz Weekend', startDate: '2027-07-10', endDate: '2027-07-12', city: 'Bristol', latitude: 51.45, longitude: -2.59 };

  it('folds titles: years, editions, case and punctuation do not count', () => {
    expect(titleKey('The 12th Harbourside Jazz Weekend 2027!')).toBe('harbourside jazz weekend');
    expect(titleSimilarity('Harbourside Jazz Weekend 2027', 'Harbourside Jazz Weekend')).toBe(1);
    expect(titleSimilarity('Harbourside Jazz Weekend', 'Harbour Jazz Weekender')).toBeGreaterThanOrEqual(SAME_TITLE);
    expect(titleSimilarity('Harbourside Jazz Weekend', 'Harbourside Folk Weekend')).toBeLessThan(SAME_TITLE);
  });

  it('needs alike titles, overlapping dates and venues within 30 km', () => {
    expect(isDuplicate(base, { ...base, title: 'Harbourside Jazz Weekend 2027', startDate: '2027-07-11', latitude: 51.449, longitude: -2.6 })).toBe(true);
    expect(isDuplicate(base, { ...base, startDate: '2027-07-13', endDate: '2027-07-14' })).toBe(false);
    expect(isDuplicate(base, { ...base, city: 'Leeds', latitude: 53.8, longitude: -1.55 })).toBe(false);
    expect(isDuplicate(base, { ...base, latitude: null, longitude: null })).toBe(true); // same town
    expect(isDuplicate(base, { ...base, city: 'Bath', latitude: null, longitude: null })).toBe(false);
  });
});

describe('official page confirmation', () => {
  const text = 'Whitby Folk Week 2027 — join us from 22nd – 28th August in Whitby, North Yorkshire.';
  it('finds the name, the dates in the ways pages write them, and the town', () => {
    expect(pageNames(text, 'Whitby Folk Week')).toBe(true);
    expect(pageNames(text, 'Whitby Jazz Week')).toBe(false);
    expect(pageDates(text, '2027-08-22')).toBe(true);
    expect(pageDates(text, '2027-08-23')).toBe(false);
    expect(pageDates('On 2027-08-22 only', '2027-08-22')).toBe(true);
    expect(pageDates('Sat 22/08/2027', '2027-08-22')).toBe(true);
    expect(pageDates('22 August 2026', '2027-08-22')).toBe(false);
    expect(pagePlaces(text, 'Whitby')).toBe(true);
    expect(pagePlaces(text, 'York')).toBe(false);
  });
});
