import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AiSuggestionRepository } from '../../application/ports/ai-suggestion.repository.port';
import { toSuggestionView } from '../../application/suggestion-view';
import { ListSuggestionsQuery } from './list-suggestions.query';

@QueryHandler(ListSuggestionsQuery)
export class ListSuggestionsHandler implements IQueryHandler<ListSuggestionsQuery> {
  constructor(private readonly suggestions: AiSuggestionRepository) {}

  async execute({ eventId }: ListSuggestionsQuery) {
    return { items: (await this.suggestions.listForEvent(eventId, 50)).map(toSuggestionView) };
  }
}
