/** Content of the typed error page (spec public-pages 2.5), as pure data so it can be tested. */

export type ErrorPageType = 'invalid-year' | 'invalid-category' | 'invalid-event' | 'not-found' | 'default';

export interface SuggestedLink {
  label: string;
  to: string;
  /** Query parameters of the link (a search for the word that was not a category). */
  search?: Record<string, string>;
}

/** Categories as read from GET /api/categories, in the back office's order. */
export interface CategoryLink {
  slug: string;
  name: string;
}

export interface ErrorPageContent {
  title: string;
  description: string;
  code: string;
  suggestions: SuggestedLink[];
}

const RELATED: { words: string[]; link: SuggestedLink }[] = [
  { words: ['events', 'event', 'festival', 'festivals'], link: { label: 'Browse upcoming festivals', to: '/upcoming' } },
  { words: ['about', 'faq'], link: { label: 'Help Centre', to: '/help' } },
  { words: ['contact-us'], link: { label: 'Contact us', to: '/contact' } },
  { words: ['login', 'register'], link: { label: 'Get early access to the organiser portal', to: '/organiser-portal' } },
  { words: ['search'], link: { label: 'Search festivals', to: '/search' } },
];

const categoryLink = (c: CategoryLink): SuggestedLink => ({ label: `${c.name} festivals`, to: `/category/${c.slug}` });

/** A category whose slug or first word is in the last path segment ("/old/music" → Music), else a fixed section. */
export function relatedSuggestion(path: string, categories: readonly CategoryLink[] = []): SuggestedLink | undefined {
  const last = path.split('?')[0].split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
  if (!last) return undefined;
  const category = categories.find((c) => [c.slug, c.slug.split('-')[0]].some((w) => last === w || last.includes(w)));
  if (category) return categoryLink(category);
  return RELATED.find((r) => r.words.some((w) => last === w || last.includes(w)))?.link;
}

export function errorPageContent(
  type: ErrorPageType,
  opts: { path: string; segment?: string; currentYear: number; reason?: 'past' | 'too-far' | 'format'; categories?: readonly CategoryLink[] },
): ErrorPageContent {
  const { currentYear, categories = [] } = opts;
  switch (type) {
    case 'invalid-year': {
      const suggestions = [currentYear, currentYear + 1].filter((y) => y >= 2020 && y <= 2030).map((y) => ({ label: `${y} festivals`, to: `/${y}` }));
      const description =
        opts.reason === 'past'
          ? `${opts.segment} has already happened. Take a look at what is coming up instead.`
          : opts.reason === 'too-far'
            ? `${opts.segment} is too far ahead, we plan events up to 2030.`
            : 'Please enter a 4-digit year between 2020 and 2030, for example /' + currentYear + '.';
      return { title: 'Invalid Year', description, code: 'INVALID_YEAR', suggestions };
    }
    case 'invalid-category': {
      // "/category/jazz": not a category, but festivals may well mention jazz, so the first suggestion searches for it.
      const word = (opts.segment ?? '')
        .replace(/[-_+]+/g, ' ')
        .trim()
        .slice(0, 60);
      const search: SuggestedLink[] = word ? [{ label: `Search for “${word}” festivals`, to: '/search', search: { q: word } }] : [];
      return {
        title: 'Category Not Found',
        description: `"${opts.segment ?? ''}" is not one of our festival categories.${word ? ` Try a search for “${word}” instead.` : ''}`,
        code: 'INVALID_CATEGORY',
        suggestions: [...search, ...categories.slice(0, 6).map((c) => ({ label: c.name, to: `/category/${c.slug}` }))],
      };
    }
    case 'invalid-event':
      return {
        title: 'Event Not Found',
        description: "Sorry, we couldn't find the event you're looking for.",
        code: 'INVALID_EVENT',
        suggestions: [
          { label: 'Upcoming festivals', to: '/upcoming' },
          { label: 'Search festivals', to: '/search' },
        ],
      };
    default: {
      const related = relatedSuggestion(opts.path, categories);
      return {
        title: 'Page Not Found',
        description: `We couldn't find ${opts.path}. It may have moved or never existed.`,
        code: 'NOT_FOUND',
        suggestions: related ? [related] : [{ label: 'Upcoming festivals', to: '/upcoming' }],
      };
    }
  }
}

/** The first two categories, then upcoming events and help. */
export function popularDestinations(categories: readonly CategoryLink[]): SuggestedLink[] {
  return [
    ...categories.slice(0, 2).map((c) => ({ label: `${c.name} festivals`, to: `/category/${c.slug}` })),
    { label: 'Upcoming events', to: '/upcoming' },
    { label: 'Help Centre', to: '/help' },
  ];
}
