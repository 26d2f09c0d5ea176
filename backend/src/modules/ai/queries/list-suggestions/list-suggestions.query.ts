import { Query } from '@nestjs/cqrs';
import { SuggestionView } from '../../contracts/ai-description.schemas';

/** An event's AI suggestions and analyses, newest first (at most 50). */
export class ListSuggestionsQuery extends Query<{ items: SuggestionView[] }> {
  constructor(readonly eventId: string) {
    super();
  }
}
