import { ConcurrencyError, DomainError } from '../../../platform/domain/domain-error';

export const venueNotFound = (id: string) => new DomainError('VENUE.NOT_FOUND', 'not-found', `We couldn't find a venue with id ${id}.`);

/** What an admin sees when their copy of the venue is out of date (the event editor's conflict, for venues). */
export function asVenueAdminError(error: unknown): unknown {
  if (!(error instanceof ConcurrencyError)) return error;
  return new DomainError('STREAM.VERSION_CONFLICT', 'conflict', 'Someone else changed this venue after you opened it. Reload it and re-apply your changes.', {
    currentVersion: Number(error.details?.actual ?? 0),
  });
}
