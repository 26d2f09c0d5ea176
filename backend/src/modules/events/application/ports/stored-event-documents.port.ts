import { EventDocument } from './event-document';

/**
 * An event as the write model holds it right now (any status), shaped like a read-model document: the admin preview
 * of a draft reads it here, since public queries never return drafts.
 */
export abstract class StoredEventDocuments {
  abstract get(id: string): Promise<{ doc: EventDocument; publishAt: string | null } | null>;
}
