export interface ProvenanceRecord {
  eventId: string;
  source: string;
  sourceKey: string;
  url: string | null;
  fetchedAt: Date;
  runId: string;
  importedAs: 'draft' | 'published';
}

/** Where each discovered event came from; `sourceKey` is unique, so nothing found is imported twice. */
export abstract class ProvenanceRepository {
  abstract knownKeys(keys: string[]): Promise<Set<string>>;
  /** Stores the records; ones whose key is already stored are left as they are. */
  abstract record(records: ProvenanceRecord[]): Promise<void>;
  abstract forEvent(eventId: string): Promise<ProvenanceRecord | null>;
}
