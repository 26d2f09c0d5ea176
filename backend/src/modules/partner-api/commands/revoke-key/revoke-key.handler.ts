import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { AuditedActions } from '../../../../platform/operations/audited-actions';
import { PartnerKeyStore } from '../../application/ports/partner-key.store.port';
import { PartnerKey } from '../../contracts/partner-key';
import { partnerApiErrors } from '../../domain/partner-api.errors';
import { RevokeKeyCommand } from './revoke-key.command';

@CommandHandler(RevokeKeyCommand)
export class RevokeKeyHandler implements ICommandHandler<RevokeKeyCommand> {
  constructor(
    private readonly keys: PartnerKeyStore,
    private readonly uow: UnitOfWork,
    private readonly audited: AuditedActions,
  ) {}

  execute({ id }: RevokeKeyCommand): Promise<PartnerKey> {
    return this.audited.run(
      'partner-api.revoke-key',
      async () => (await this.uow.run((tx) => this.keys.revoke(tx, id))) ?? Promise.reject(partnerApiErrors.keyNotFound()),
      (key) => ({ message: `Revoked partner API key ${key.prefix}… of ${key.name}`, data: { keyId: key.id, prefix: key.prefix } }),
      { keyId: id },
    );
  }
}
