import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AiSuggestionEntity } from '../../infrastructure/ai-suggestion.entity';
import { AiSuggestionMapper } from '../../infrastructure/ai-suggestion.mapper';
import { ListSuggestionsQuery } from './list-suggestions.query';

@QueryHandler(ListSuggestionsQuery)
export class ListSuggestionsHandler implements IQueryHandler<ListSuggestionsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ eventId }: ListSuggestionsQuery) {
    const rows = await this.db.getRepository(AiSuggestionEntity).find({ where: { eventId }, order: { createdAt: 'DESC', id: 'ASC' }, take: 50 });
    return { items: rows.map((r) => AiSuggestionMapper.toView(AiSuggestionMapper.toDomain(r))) };
  }
}
