import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { SegmentRepository } from '../../application/ports/segment.repository.port';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { SaveSegmentCommand } from './save-segment.command';

export const segmentNotFound = () => new DomainError('NEWSLETTER.SEGMENT_NOT_FOUND', 'not-found', 'This segment no longer exists. Refresh the list.');
const duplicateName = () =>
  new DomainError('NEWSLETTER.DUPLICATE_SEGMENT', 'conflict', 'Another segment already has this name.', { fieldErrors: { name: 'Name already used' } });

@CommandHandler(SaveSegmentCommand)
export class SaveSegmentHandler implements ICommandHandler<SaveSegmentCommand> {
  constructor(
    private readonly segments: SegmentRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly clock: Clock,
  ) {}

  execute({ id, body }: SaveSegmentCommand) {
    return this.actions.run(id ? 'edit-segment' : 'create-segment', { segmentId: id }, async () => {
      const segmentId = id ?? randomUUID();
      if (id) {
        const outcome = await this.segments.update(id, body, this.clock.now());
        if (outcome === 'missing') throw segmentNotFound();
        if (outcome === 'duplicate') throw duplicateName();
      } else if (!(await this.segments.create(segmentId, body, this.clock.now()))) throw duplicateName();
      const result = (await this.segments.get(segmentId))!;
      return { result, message: id ? 'Segment saved' : 'Segment created', data: { segmentId, size: result.size } };
    });
  }
}
