import { Command } from '@nestjs/cqrs';
import type { ConsentCookie } from '../../application/consent-cookies';

/** A visitor answered the consent banner through the first paint's form (no script). */
export class AnswerConsentCommand extends Command<ConsentCookie[]> {
  constructor(
    readonly accepted: boolean,
    readonly ip: string,
    readonly secure: boolean,
  ) {
    super();
  }
}
