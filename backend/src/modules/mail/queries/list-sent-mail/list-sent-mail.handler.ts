import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SentMailStore } from '../../application/ports/sent-mail.store.port';
import { GetSentMailQuery, ListSentMailQuery } from './list-sent-mail.query';

@QueryHandler(ListSentMailQuery)
export class ListSentMailHandler implements IQueryHandler<ListSentMailQuery> {
  constructor(private readonly mail: SentMailStore) {}

  async execute({ params }: ListSentMailQuery) {
    return { ...(await this.mail.list(params)), page: params.page, limit: params.limit };
  }
}

@QueryHandler(GetSentMailQuery)
export class GetSentMailHandler implements IQueryHandler<GetSentMailQuery> {
  constructor(private readonly mail: SentMailStore) {}

  execute({ id }: GetSentMailQuery) {
    return this.mail.get(id);
  }
}
