import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SegmentRepository } from '../../application/ports/segment.repository.port';
import { ListSegmentsQuery } from './list-segments.query';

@QueryHandler(ListSegmentsQuery)
export class ListSegmentsHandler implements IQueryHandler<ListSegmentsQuery> {
  constructor(private readonly segments: SegmentRepository) {}

  async execute() {
    return { segments: await this.segments.list() };
  }
}
