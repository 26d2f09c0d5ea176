import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { AuditedActions } from '../../../../platform/operations/audited-actions';
import { PartnerKeyStore } from '../../application/ports/partner-key.store.port';
import { IssuedKey } from '../../contracts/partner-key';
import { newApiKey } from '../../domain/api-key';
import { IssueKeyCommand } from './issue-key.command';

@CommandHandler(IssueKeyCommand)
export class IssueKeyHandler implements ICommandHandler<IssueKeyCommand> {
  constructor(
    private readonly keys: PartnerKeyStore,
    private readonly uow: UnitOfWork,
    private readonly audited: AuditedActions,
  ) {}

  execute({ request }: IssueKeyCommand): Promise<IssuedKey> {
    return this.audited.run(
      'partner-api.issue-key',
      async () => {
        const { key, hash, prefix } = newApiKey();
        const createdBy = describeActor(currentActor());
        const apiKey = await this.uow.run((tx) =>
          this.keys.add(tx, { name: request.name, hash, prefix, requestsPerMinute: request.requestsPerMinute, createdBy }),
        );
        return { key, apiKey };
      },
      // Never the key itself: the log names the key by its id and prefix.
      ({ apiKey }) => ({
        message: `Issued partner API key ${apiKey.prefix}… for ${apiKey.name}`,
        data: { keyId: apiKey.id, prefix: apiKey.prefix, name: apiKey.name, requestsPerMinute: apiKey.requestsPerMinute },
      }),
      { name: request.name },
    );
  }
}
