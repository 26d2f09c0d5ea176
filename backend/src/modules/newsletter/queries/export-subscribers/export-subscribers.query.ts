import { Query } from '@nestjs/cqrs';

export type ExportFilter = 'all' | 'active' | 'inactive';

/** CSV lines, streamed page by page (header first). */
export class ExportSubscribersQuery extends Query<AsyncIterable<string>> {
  constructor(readonly filter: ExportFilter) {
    super();
  }
}
