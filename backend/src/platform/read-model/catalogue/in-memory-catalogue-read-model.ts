import { randomUUID } from 'node:crypto';
import { CatalogueDocument, CatalogueKind, CatalogueReadModel, CatalogueRebuild, CatalogueWriter } from './catalogue-read-model.port';

type Store = Map<CatalogueKind, Map<string, CatalogueDocument>>;

const emptyStore = (): Store => new Map();

/** Each module names its own kinds (platform knows none): a kind's collection appears with its first use. */
function collection(store: Store, kind: CatalogueKind): Map<string, CatalogueDocument> {
  let docs = store.get(kind);
  if (!docs) store.set(kind, (docs = new Map()));
  return docs;
}

function writerFor(store: Store, onWrite: () => void): CatalogueWriter {
  return {
    async put(kind, doc) {
      const current = collection(store, kind).get(doc.id);
      if (current && current.version >= doc.version) return;
      collection(store, kind).set(doc.id, doc);
      onWrite();
    },
    async remove(kind, id) {
      collection(store, kind).delete(id);
      onWrite();
    },
    async get<T extends CatalogueDocument>(kind: CatalogueKind, id: string) {
      return (collection(store, kind).get(id) as T | undefined) ?? null;
    },
  };
}

/** Embedded adapter: plain maps, rebuilt from the event log at every start. */
export class InMemoryCatalogueReadModel extends CatalogueReadModel {
  private store = emptyStore();
  private writer = writerFor(this.store, () => this.revision++);
  generation = randomUUID();
  revision = 0;

  async init(): Promise<void> {}
  async close(): Promise<void> {}

  put(kind: CatalogueKind, doc: CatalogueDocument) {
    return this.writer.put(kind, doc);
  }
  remove(kind: CatalogueKind, id: string) {
    return this.writer.remove(kind, id);
  }
  get<T extends CatalogueDocument>(kind: CatalogueKind, id: string) {
    return this.writer.get<T>(kind, id);
  }
  async list<T extends CatalogueDocument>(kind: CatalogueKind): Promise<T[]> {
    return [...collection(this.store, kind).values()] as T[];
  }

  async beginRebuild(): Promise<CatalogueRebuild> {
    const fresh = emptyStore();
    const writer = writerFor(fresh, () => undefined);
    return {
      ...writer,
      commit: async () => {
        this.store = fresh;
        this.writer = writerFor(fresh, () => this.revision++);
        this.generation = randomUUID();
        this.revision++;
      },
      abort: async () => undefined,
    };
  }
}
