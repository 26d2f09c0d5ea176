import { DomainError } from '../../../platform/domain/domain-error';

export function discoveryAlreadyRunning(): DomainError {
  return new DomainError('DISCOVERY.ALREADY_RUNNING', 'conflict', 'A discovery run is already in progress. Wait for it to finish, then try again.');
}

export function discoveryRunNotFound(id: string): DomainError {
  return new DomainError('DISCOVERY.RUN_NOT_FOUND', 'not-found', `No discovery run has the id ${id}.`);
}

export function discoverySiteExists(url: string): DomainError {
  return new DomainError('DISCOVERY.SITE_EXISTS', 'conflict', `${url} is already on the list of sites.`);
}

export function discoverySiteRefused(url: string, reason: string): DomainError {
  const message = `${url} cannot be read by discovery: ${reason}. Give the address of a public website.`;
  return new DomainError('DISCOVERY.SITE_REFUSED', 'invalid', message, { fieldErrors: { url: message } });
}

export function discoverySiteNotFound(id: string): DomainError {
  return new DomainError('DISCOVERY.SITE_NOT_FOUND', 'not-found', `No discovery site has the id ${id}.`);
}
