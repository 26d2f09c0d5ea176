import { Command } from '@nestjs/cqrs';
import type { IssuedKey, IssueKeyRequest } from '../../contracts/partner-key';

/** Issues a partner API key; the answer is the only time the whole key is shown. */
export class IssueKeyCommand extends Command<IssuedKey> {
  constructor(readonly request: IssueKeyRequest) {
    super();
  }
}
