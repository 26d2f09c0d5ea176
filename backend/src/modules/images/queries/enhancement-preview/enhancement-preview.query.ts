import { Query } from '@nestjs/cqrs';
import { EnhancementPreviewAnswer } from '../../contracts/image-answers.schema';

/** Works out (without applying) the best picture for one event: reads its image and its official website now. */
export class EnhancementPreviewQuery extends Query<EnhancementPreviewAnswer> {
  constructor(readonly eventId: string) {
    super();
  }
}
