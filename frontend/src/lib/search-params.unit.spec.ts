import { compactSearch, homeSearchSchema, listFilterSchema, searchPageSchema, segmentSearchSchema, sortSearchSchema } from './search-params';

describe('URL search state', () => {
  it('parses the search page parameters, Smart Search by default', () => {
    expect(searchPageSchema.parse({ q: ' jazz ', mode: 'standard', location: 'Leeds' })).toEqual({ q: 'jazz', mode: 'standard', location: 'Leeds' });
    expect(searchPageSchema.parse({}).mode).toBeUndefined();
  });
  it("reads an older link's mode=semantic as Smart Search", () => {
    expect(searchPageSchema.parse({ q: 'folk', mode: 'semantic' })).toEqual({ q: 'folk', mode: 'smart' });
    expect(searchPageSchema.parse({ q: 'folk', mode: 'smart' })).toEqual({ q: 'folk', mode: 'smart' });
  });
  it('drops invalid values instead of failing the page', () => {
    expect(searchPageSchema.parse({ mode: 'weird' }).mode).toBeUndefined();
    expect(homeSearchSchema.parse({ timeFilter: 'someday', region: 'london' })).toEqual({ region: 'london' });
    expect(homeSearchSchema.parse({ q: 2027 }).q).toBe('2027');
  });
  it('compacts empty values out of URLs', () => {
    expect(compactSearch({ q: 'a', location: '', category: undefined, mode: 'smart' })).toEqual({ q: 'a', mode: 'smart' });
  });
  it('parses the list filters: valid values kept, odd ones dropped, nothing set by default', () => {
    expect(listFilterSchema.parse({})).toEqual({});
    expect(listFilterSchema.parse({ timeFilter: 'this-week', weekend: true, priceRange: 'free', region: 'london' })).toEqual({
      timeFilter: 'this-week',
      weekend: true,
      priceRange: 'free',
      region: 'london',
    });
    expect(listFilterSchema.parse({ timeFilter: 'yesterday', weekend: 'yes', priceRange: 'cheap' })).toEqual({});
    expect(searchPageSchema.parse({ q: 'jazz', priceRange: 'free' })).toEqual({ q: 'jazz', priceRange: 'free' });
    expect(homeSearchSchema.parse({ weekend: true, smart: 'off' })).toEqual({ weekend: true, smart: 'off' });
    // Old links: smart=0 arrives as the number 0, or as the quoted string.
    expect(homeSearchSchema.parse({ smart: 0 })).toEqual({ smart: 'off' });
    expect(homeSearchSchema.parse({ smart: '0' })).toEqual({ smart: 'off' });
    expect(homeSearchSchema.parse({ smart: 'yes' })).toEqual({});
  });
  it('parses category sorting with date as the unset default', () => {
    expect(sortSearchSchema.parse({ sortBy: 'price' })).toEqual({ sortBy: 'price' });
    expect(sortSearchSchema.parse({ sortBy: 'popularity' }).sortBy).toBeUndefined();
    expect(segmentSearchSchema.parse({ q: '  folk  ', category: 'music', sortBy: 'title' })).toEqual({ q: 'folk', category: 'music', sortBy: 'title' });
  });
});
