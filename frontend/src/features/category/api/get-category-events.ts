import { searchEventsQueryOptions } from '../../../lib/api/events/search-events';

/** Every upcoming event of a category, in the chosen order (date unless ?sortBy= says otherwise). */
export const categoryEventsQueryOptions = (slug: string, sortBy?: string) => searchEventsQueryOptions({ category: slug, sortBy: sortBy ?? 'date', limit: 100 });
