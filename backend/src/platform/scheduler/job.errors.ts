import { DomainError } from '../domain/domain-error';

export class JobNotFoundError extends DomainError {
  constructor(name: string) {
    super('JOBS.NOT_FOUND', 'not-found', `There is no job called "${name}".`, { name });
  }
}

export class JobAlreadyRunningError extends DomainError {
  constructor(name: string) {
    super('JOBS.ALREADY_RUNNING', 'conflict', 'This job is already running.', { name });
  }
}
