import { DomainError } from '../../../platform/domain/domain-error';

export const suggestionNotFound = (id: string) => new DomainError('AI.SUGGESTION_NOT_FOUND', 'not-found', `No AI suggestion with id ${id}.`);

export const suggestionNotApplicable = (message: string) => new DomainError('AI.SUGGESTION_NOT_APPLICABLE', 'conflict', message);

/** The event changed after the suggestion was read: applying it would overwrite someone's edit. */
export const suggestionOutdated = (suggested: number, current: number) =>
  new DomainError(
    'STREAM.VERSION_CONFLICT',
    'conflict',
    `This event was changed after the suggestion was made (version ${suggested}, now ${current}). Generate a new suggestion from the current text.`,
    { currentVersion: current },
  );
