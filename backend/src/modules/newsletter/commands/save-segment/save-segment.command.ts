import { Command } from '@nestjs/cqrs';
import { SegmentBody, SegmentView } from '../../application/segment.schemas';

/** Create (id null) or change a subscriber segment. */
export class SaveSegmentCommand extends Command<SegmentView> {
  constructor(
    readonly id: string | null,
    readonly body: SegmentBody,
  ) {
    super();
  }
}
