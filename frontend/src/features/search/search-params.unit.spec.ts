import { compactSearch, homeSearchSchema, searchPageSchema } from './search-params';

describe('URL search state', () => {
  it('parses the search page parameters, semantic by default', () => {
    expect(searchPageSchema.parse({ q: ' jazz ', mode: 'standard', location: 'Leeds' })).toEqual({ q: 'jazz', mode: 'standard', location: 'Leeds' });
    expect(searchPageSchema.parse({}).mode).toBeUndefined();
  });
  it('drops invalid values instead of failing the page', () => {
    expect(searchPageSchema.parse({ mode: 'weird' }).mode).toBeUndefined();
    expect(homeSearchSchema.parse({ timeFilter: 'someday', region: 'london' })).toEqual({ region: 'london' });
    expect(homeSearchSchema.parse({ q: 2027 }).q).toBe('2027');
  });
  it('compacts empty values out of URLs', () => {
    expect(compactSearch({ q: 'a', location: '', category: undefined, mode: 'semantic' })).toEqual({ q: 'a', mode: 'semantic' });
  });
});
