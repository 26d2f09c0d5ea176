import { Query } from '@nestjs/cqrs';
import { SandboxDelivery } from '../../application/ports/sandbox-channel.port';

/** What the sandbox channel stored for a post (404 when the post was not published through the sandbox). */
export class SandboxDeliveryQuery extends Query<SandboxDelivery> {
  constructor(readonly postId: string) {
    super();
  }
}
