/** Tests' view of the documents in an embedded index snapshot (they are kept as JSON until read). */
import { EventDocument } from '../../../application/ports/event-document';
import { EmbeddedIndexSnapshot } from '../embedded/embedded-event-index';

/** The snapshot's live documents in slot order, parsed. */
export function snapshotDocuments(snapshot: EmbeddedIndexSnapshot): EventDocument[] {
  const { parsed, texts, starts, ends } = snapshot.columns.docs;
  return parsed.map((doc, i) => doc ?? (JSON.parse(texts.toString('latin1', starts[i], ends[i])) as EventDocument));
}

/** The snapshot with its i-th document (slot order) replaced by `change` of it; the text index is left as it was. */
export function withDocument(snapshot: EmbeddedIndexSnapshot, i: number, change: (doc: EventDocument) => EventDocument): EmbeddedIndexSnapshot {
  const docs = snapshot.columns.docs;
  const parsed = [...docs.parsed];
  parsed[i] = change(snapshotDocuments(snapshot)[i]);
  return { ...snapshot, columns: { ...snapshot.columns, docs: { ...docs, parsed } } };
}
