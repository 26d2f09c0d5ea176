import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { SocialConnectionStore } from '../../application/ports/social-connection.store.port';
import { SocialEventTypes } from '../../domain/social.events';
import { DisconnectTikTokCommand } from './disconnect-tiktok.command';

@CommandHandler(DisconnectTikTokCommand)
export class DisconnectTikTokHandler implements ICommandHandler<DisconnectTikTokCommand> {
  constructor(
    private readonly store: SocialConnectionStore,
    private readonly uow: UnitOfWork,
  ) {}

  async execute() {
    const removed = await this.uow.run((tx) =>
      this.store.remove(tx, 'tiktok', { type: SocialEventTypes.Disconnected, schemaVersion: 1, payload: { reason: 'admin' } }),
    );
    return { success: true, message: removed ? 'TikTok disconnected; its tokens were deleted.' : 'TikTok was not connected.' };
  }
}
