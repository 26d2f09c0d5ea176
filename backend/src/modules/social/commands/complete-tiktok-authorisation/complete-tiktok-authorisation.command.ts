import { Command } from '@nestjs/cqrs';

export interface AuthorisationOutcome {
  success: boolean;
  /** A sentence for the admin; never a token or code. */
  error: string | null;
}

/** TikTok's redirect back: checks the single-use state, exchanges the code with the PKCE verifier, stores the tokens sealed. */
export class CompleteTikTokAuthorisationCommand extends Command<AuthorisationOutcome> {
  constructor(
    readonly state: string | undefined,
    readonly code: string | undefined,
    readonly providerError: string | undefined,
  ) {
    super();
  }
}
