import { DomainError } from '../../../platform/domain/domain-error';

export class UnknownCategoryError extends DomainError {
  constructor(slug: string) {
    super('SOCIAL.UNKNOWN_CATEGORY', 'not-found', `No category has the slug "${slug}". Choose one of the listed categories.`);
  }
}
