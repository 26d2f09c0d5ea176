import { errorPageContent, popularDestinations, relatedSuggestion } from './error-page';

const categories = [
  { slug: 'music', name: 'Music' },
  { slug: 'food-drink', name: 'Food & Drink' },
  { slug: 'storytelling', name: 'Storytelling' },
];

describe('error page content', () => {
  it('explains a past year and suggests this year and next', () => {
    const c = errorPageContent('invalid-year', { path: '/2015', segment: '2015', reason: 'past', currentYear: 2026 });
    expect(c.code).toBe('INVALID_YEAR');
    expect(c.description).toContain('already happened');
    expect(c.suggestions.map((s) => s.to)).toEqual(['/2026', '/2027']);
  });
  it('explains a year beyond 2030', () => {
    expect(errorPageContent('invalid-year', { path: '/2040', segment: '2040', reason: 'too-far', currentYear: 2026 }).description).toContain(
      'too far ahead, we plan events up to 2030',
    );
  });
  it('asks for a 4-digit year otherwise', () => {
    expect(errorPageContent('invalid-year', { path: '/123', segment: '123', reason: 'format', currentYear: 2026 }).description).toContain('4-digit year');
  });
  it('has codes for category and event', () => {
    expect(errorPageContent('invalid-category', { path: '/category/x', segment: 'x', currentYear: 2026 }).code).toBe('INVALID_CATEGORY');
    expect(errorPageContent('invalid-category', { path: '/category/x', segment: 'x', currentYear: 2026, categories }).suggestions.map((s) => s.to)).toEqual([
      '/search',
      '/category/music',
      '/category/food-drink',
      '/category/storytelling',
    ]);
    const jazz = errorPageContent('invalid-category', { path: '/category/jazz', segment: 'jazz', currentYear: 2026, categories });
    expect(jazz.suggestions[0]).toEqual({ label: 'Search for “jazz” festivals', to: '/search', search: { q: 'jazz' } });
    expect(jazz.description).toContain('Try a search for “jazz” instead.');
    expect(errorPageContent('invalid-event', { path: '/event/x', currentYear: 2026 }).description).toBe(
      "Sorry, we couldn't find the event you're looking for.",
    );
  });
  it('suggests a related section from the last path segment', () => {
    expect(relatedSuggestion('/old/music', categories)?.to).toBe('/category/music');
    expect(relatedSuggestion('/old/food', categories)?.to).toBe('/category/food-drink');
    // A category added in the back office is suggested too; without the list no category is guessed.
    expect(relatedSuggestion('/storytelling', categories)?.label).toBe('Storytelling festivals');
    expect(relatedSuggestion('/old/music')).toBeUndefined();
    expect(relatedSuggestion('/contact-us')?.to).toBe('/contact');
    expect(relatedSuggestion('/faq')?.to).toBe('/help');
    expect(relatedSuggestion('/zzz')).toBeUndefined();
    expect(errorPageContent('not-found', { path: '/zzz', currentYear: 2026 }).code).toBe('NOT_FOUND');
  });
  it('lists the first two categories among the popular destinations', () => {
    expect(popularDestinations(categories).map((s) => s.to)).toEqual(['/category/music', '/category/food-drink', '/upcoming', '/help']);
    expect(popularDestinations([]).map((s) => s.to)).toEqual(['/upcoming', '/help']);
  });
});
