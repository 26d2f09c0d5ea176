import { Command } from '@nestjs/cqrs';
import type { PartnerKey } from '../../contracts/partner-key';

/** Revokes a partner API key: its next request gets 401. Revoking a revoked key changes nothing. */
export class RevokeKeyCommand extends Command<PartnerKey> {
  constructor(readonly id: string) {
    super();
  }
}
