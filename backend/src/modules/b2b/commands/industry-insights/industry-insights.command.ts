import { Command } from '@nestjs/cqrs';
import { B2bInsightsView } from '../../contracts/b2b-marketing.schemas';

/** Pain points, answers and catalogue examples for one B2B audience. */
export class IndustryInsightsCommand extends Command<B2bInsightsView> {
  constructor(readonly targetAudience: string) {
    super();
  }
}
