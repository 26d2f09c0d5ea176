/**
 * Orama's documents store (components/documents-store.js), except that the rows of a restored snapshot are made
 * when Orama first asks for one. Orama reads a stored row only to take a document's words out of the index again
 * (a text edit or a removal), and our search never reads rows at all, so making 50,000 rows (with their joined
 * word pairs) up front was a fifth of a start from the snapshot for rows that are mostly never read.
 */
import { internalDocumentIDStore } from '@orama/orama/components';

type SharedIds = Parameters<typeof internalDocumentIDStore.getInternalDocumentId>[0];

export interface LazyRowsStore<Row extends object> {
  sharedInternalDocumentStore: SharedIds;
  rows: Map<number, Row>;
  /** Restored documents whose row is not made yet, by internal id (a set of numbers: one closure each cost 30 MB at 250,000). */
  unmade: Set<number>;
  /** Makes the row of an unmade internal id (set by OramaTextIndex.restore). */
  make: (internalId: number) => Row | undefined;
}

/** The store component, for `create({ components: { documentsStore } })`; OramaTextIndex.restore fills `unmade`. */
export function lazyRowsStore<Row extends object>() {
  const internalIdOf = (store: LazyRowsStore<Row>, id: string) => internalDocumentIDStore.getInternalDocumentId(store.sharedInternalDocumentStore, id);
  const rowAt = (store: LazyRowsStore<Row>, internalId: number): Row | undefined => {
    const row = store.rows.get(internalId);
    if (row !== undefined) return row;
    if (!store.unmade.has(internalId)) return undefined;
    const made = store.make(internalId);
    if (made === undefined) return undefined;
    store.unmade.delete(internalId);
    store.rows.set(internalId, made);
    return made;
  };
  const empty = (sharedInternalDocumentStore: SharedIds): LazyRowsStore<Row> => ({
    sharedInternalDocumentStore,
    rows: new Map(),
    unmade: new Set(),
    make: () => undefined,
  });
  return {
    create: (_: unknown, sharedInternalDocumentStore: SharedIds) => empty(sharedInternalDocumentStore),
    get(store: LazyRowsStore<Row>, id: string): Row | undefined {
      return rowAt(store, internalIdOf(store, id));
    },
    getMultiple(store: LazyRowsStore<Row>, ids: string[]): (Row | undefined)[] {
      return ids.map((id) => rowAt(store, internalIdOf(store, id)));
    },
    getAll(store: LazyRowsStore<Row>): Record<number, Row> {
      for (const internalId of [...store.unmade]) rowAt(store, internalId);
      return Object.fromEntries(store.rows);
    },
    store(store: LazyRowsStore<Row>, _id: string, internalId: number, row: Row): boolean {
      if (store.rows.has(internalId) || store.unmade.has(internalId)) return false;
      store.rows.set(internalId, row);
      return true;
    },
    remove(store: LazyRowsStore<Row>, id: string, internalId?: number): boolean {
      const at = internalId ?? internalIdOf(store, id);
      return store.rows.delete(at) || store.unmade.delete(at);
    },
    count(store: LazyRowsStore<Row>): number {
      return store.rows.size + store.unmade.size;
    },
    /** Rows come from the caller (OramaTextIndex.restore), not from the snapshot: only the shared id store is taken here. */
    load: empty,
    /** No rows in a snapshot: they are derived from its documents again (see OramaTextIndex.snapshot). */
    save(store: LazyRowsStore<Row>): { docs: Record<number, Row>; count: number } {
      return { docs: {}, count: store.rows.size + store.unmade.size };
    },
  };
}
