import { DomainError } from '../../../platform/domain/domain-error';

/**
 * How many featured events the home page shows. Featuring is refused beyond it (rather than the home page silently
 * dropping some): an admin unfeatures one first, and a featured event leaves the set by itself when it expires.
 */
export const HOME_PAGE_FEATURED = 12;

export const featuredSetFull = (count: number) =>
  new DomainError(
    'EVENT.FEATURED_SET_FULL',
    'conflict',
    `The home page shows ${HOME_PAGE_FEATURED} featured events and ${count} upcoming events are featured already. Unfeature one first.`,
    { featuredLimit: HOME_PAGE_FEATURED, featured: count },
  );
