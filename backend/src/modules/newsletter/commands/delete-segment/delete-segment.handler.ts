import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { SegmentRepository } from '../../application/ports/segment.repository.port';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { segmentNotFound } from '../save-segment/save-segment.handler';
import { DeleteSegmentCommand } from './delete-segment.command';

/** A segment a campaign was aimed at stays, so that campaign's audience can still be named. */
@CommandHandler(DeleteSegmentCommand)
export class DeleteSegmentHandler implements ICommandHandler<DeleteSegmentCommand> {
  constructor(
    private readonly segments: SegmentRepository,
    private readonly actions: NewsletterAdminActions,
  ) {}

  execute({ id }: DeleteSegmentCommand) {
    return this.actions.run('delete-segment', { segmentId: id }, async () => {
      const outcome = await this.segments.delete(id);
      if (outcome === 'missing') throw segmentNotFound();
      if (outcome === 'in-use')
        throw new DomainError('NEWSLETTER.SEGMENT_IN_USE', 'conflict', 'A campaign is addressed to this segment, so it cannot be deleted.');
      return { result: { message: 'Segment deleted' }, message: 'Segment deleted' };
    });
  }
}
