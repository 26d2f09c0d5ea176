import { DomainError } from '../../../platform/domain/domain-error';

export const unknownCategory = (slug: string) =>
  new DomainError('FEEDS.UNKNOWN_CATEGORY', 'not-found', `There is no category "${slug}" to follow. Pick one from /api/categories.`);
