/** Small read-model collections kept next to the event index; each module names its own kinds ('category', 'news'). */
export type CatalogueKind = string;

export interface CatalogueDocument {
  id: string;
  version: number;
}

export interface CatalogueWriter {
  /** Ignored when the stored document has the same or a newer version. */
  put(kind: CatalogueKind, doc: CatalogueDocument): Promise<void>;
  remove(kind: CatalogueKind, id: string): Promise<void>;
  get<T extends CatalogueDocument>(kind: CatalogueKind, id: string): Promise<T | null>;
}

export interface CatalogueRebuild extends CatalogueWriter {
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export abstract class CatalogueReadModel implements CatalogueWriter {
  abstract readonly generation: string;
  abstract readonly revision: number;
  abstract init(): Promise<void>;
  abstract close(): Promise<void>;
  abstract put(kind: CatalogueKind, doc: CatalogueDocument): Promise<void>;
  abstract remove(kind: CatalogueKind, id: string): Promise<void>;
  abstract get<T extends CatalogueDocument>(kind: CatalogueKind, id: string): Promise<T | null>;
  /** Every document of a kind (collections are small: tens to a few thousand). */
  abstract list<T extends CatalogueDocument>(kind: CatalogueKind): Promise<T[]>;
  abstract beginRebuild(): Promise<CatalogueRebuild>;
}
