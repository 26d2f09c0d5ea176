import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { SandboxChannel } from '../../application/ports/sandbox-channel.port';
import { SandboxDeliveryQuery } from './sandbox-delivery.query';

@QueryHandler(SandboxDeliveryQuery)
export class SandboxDeliveryHandler implements IQueryHandler<SandboxDeliveryQuery> {
  constructor(private readonly sandbox: SandboxChannel) {}

  async execute({ postId }: SandboxDeliveryQuery) {
    const delivery = await this.sandbox.delivery(postId);
    if (!delivery) throw new DomainError('SOCIAL.NO_SANDBOX_DELIVERY', 'not-found', 'This post has not been published through the sandbox channel.');
    return delivery;
  }
}
