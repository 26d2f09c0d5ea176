import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProvenanceRepository } from '../../application/ports/provenance.repository.port';
import { GetEventProvenanceQuery } from './get-event-provenance.query';

@QueryHandler(GetEventProvenanceQuery)
export class GetEventProvenanceHandler implements IQueryHandler<GetEventProvenanceQuery> {
  constructor(private readonly provenance: ProvenanceRepository) {}

  async execute({ eventId }: GetEventProvenanceQuery) {
    const p = await this.provenance.forEvent(eventId);
    return {
      provenance: p ? { source: p.source, url: p.url, fetchedAt: p.fetchedAt.toISOString(), runId: p.runId, importedAs: p.importedAs } : null,
    };
  }
}
