import { filterParams, hasActiveFilters, isFilterOn, nearestRegion, runsWithin, toggleFilter, weekendRange } from './mobile-filters';

describe('mobile filter chips', () => {
  it('turn chips on and off through the URL search values', () => {
    const week = toggleFilter('this-week', {});
    expect(week).toMatchObject({ timeFilter: 'this-week' });
    expect(isFilterOn('this-week', week)).toBe(true);
    expect(toggleFilter('this-week', week).timeFilter).toBeUndefined();
    const free = toggleFilter('free', week);
    expect(free).toMatchObject({ timeFilter: 'this-week', priceRange: 'free' });
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters(free)).toBe(true);
  });
  it('keeps This Week and This Weekend exclusive', () => {
    const weekend = toggleFilter('this-weekend', { timeFilter: 'this-week' });
    expect(weekend).toMatchObject({ weekend: true, timeFilter: undefined });
    expect(isFilterOn('this-week', weekend)).toBe(false);
    expect(toggleFilter('this-week', weekend)).toMatchObject({ timeFilter: 'this-week', weekend: undefined });
  });
  it('switches Nearby on only with a region', () => {
    expect(toggleFilter('nearby', {}, 'london')).toMatchObject({ region: 'london' });
    expect(isFilterOn('nearby', toggleFilter('nearby', {}, undefined))).toBe(false);
    expect(toggleFilter('nearby', { region: 'london' }).region).toBeUndefined();
  });
  it('maps the filters to API parameters; the weekend asks for this week', () => {
    expect(filterParams({ weekend: true, priceRange: 'free', region: 'wales' })).toEqual({ timeFilter: 'this-week', priceRange: 'free', region: 'wales' });
    expect(filterParams({})).toEqual({ timeFilter: undefined, priceRange: undefined, region: undefined });
  });
});

describe('weekend narrowing', () => {
  it('is the coming Friday to Sunday from a weekday, the rest of it at the weekend', () => {
    expect(weekendRange(new Date('2026-11-23T10:00:00Z'))).toEqual({ from: '2026-11-27', to: '2026-11-29' }); // Monday
    expect(weekendRange(new Date('2026-11-28T10:00:00Z'))).toEqual({ from: '2026-11-28', to: '2026-11-29' }); // Saturday
    expect(weekendRange(new Date('2026-11-29T23:30:00Z'))).toEqual({ from: '2026-11-29', to: '2026-11-29' }); // Sunday night, UK time
  });
  it('keeps events that run on any weekend day', () => {
    const range = { from: '2026-11-27', to: '2026-11-29' };
    expect(runsWithin({ startDate: '2026-11-28' }, range)).toBe(true);
    expect(runsWithin({ startDate: '2026-11-24', endDate: '2026-11-27' }, range)).toBe(true);
    expect(runsWithin({ startDate: '2026-11-24', endDate: '2026-11-26' }, range)).toBe(false);
    expect(runsWithin({ startDate: '2026-11-26T23:30:00Z' }, range)).toBe(false); // Thursday night in London
    // 23:30 UTC on Thursday 2 July is 00:30 BST on Friday: a weekend day in London.
    expect(runsWithin({ startDate: '2026-07-02T23:30:00Z' }, { from: '2026-07-03', to: '2026-07-05' })).toBe(true);
    expect(runsWithin({ startDate: null }, range)).toBe(false);
  });
});

describe('nearest region', () => {
  it('picks the closest centre and skips regions without one', () => {
    const regions = [
      { value: 'london', latitude: 51.5, longitude: -0.12 },
      { value: 'scotland', latitude: 56.5, longitude: -4.2 },
      { value: 'nowhere', latitude: null, longitude: null },
    ];
    expect(nearestRegion(regions, { latitude: 55.95, longitude: -3.19 })).toBe('scotland');
    expect(nearestRegion(regions, { latitude: 51.6, longitude: -0.3 })).toBe('london');
    expect(nearestRegion([], { latitude: 51.6, longitude: -0.3 })).toBeUndefined();
  });
});
