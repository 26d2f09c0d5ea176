import { DomainError } from '../../../platform/domain/domain-error';
import { MAX_VIEWS_PER_AREA } from '../contracts/saved-view';

export const savedViewErrors = {
  notFound: () => new DomainError('SAVED_VIEWS.NOT_FOUND', 'not-found', 'You have no saved view with that id.'),
  tooMany: () => new DomainError('SAVED_VIEWS.TOO_MANY', 'invalid', `You can keep at most ${MAX_VIEWS_PER_AREA} saved views per list. Delete one first.`),
  notAnAdmin: () => new DomainError('SAVED_VIEWS.NOT_AN_ADMIN', 'forbidden', 'Saved views belong to a signed-in admin.'),
};
