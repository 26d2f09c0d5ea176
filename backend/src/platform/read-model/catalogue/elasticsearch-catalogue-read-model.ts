import { Client, errors } from '@elastic/elasticsearch';
import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CatalogueDocument, CatalogueKind, CatalogueReadModel, CatalogueRebuild, CatalogueWriter } from './catalogue-read-model.port';
import { createElasticsearchClient } from '../elasticsearch-client';

/** What is stored per catalogue document; only kind, id and version are indexed, the body is kept as is. */
interface StoredCatalogueDocument {
  kind: CatalogueKind;
  id: string;
  version: number;
  body: CatalogueDocument;
}

/** Catalogue collections hold tens to a few thousand documents; one page is all of them. */
const LIST_LIMIT = 10_000;

export const CATALOGUE_INDEX_SETTINGS = { number_of_shards: 1, number_of_replicas: 0 } as const;
export const CATALOGUE_INDEX_MAPPINGS = {
  dynamic: 'strict',
  properties: {
    kind: { type: 'keyword' },
    id: { type: 'keyword' },
    version: { type: 'long' },
    body: { type: 'object', enabled: false },
  },
} as const;

const statusOf = (error: unknown) => (error instanceof errors.ResponseError ? error.meta.statusCode : undefined);
const docId = (kind: CatalogueKind, id: string) => `${kind}:${id}`;

/**
 * Elasticsearch adapter of the catalogue read model. Queries go through the alias `<prefix>-catalogue`, which
 * points at one generation index `<prefix>-catalogue-<generation>`; a rebuild fills a new generation and swaps
 * the alias in one atomic call. The generation survives restarts (it is read back from the alias), so the
 * projector checkpoint stays valid and nothing is replayed.
 *
 * Writes carry the stream version as an external version: Elasticsearch itself refuses a version that is not
 * newer than the stored one (409), which is exactly the port's "same or older version is ignored", without a
 * read before each write. (external_gte would let an equal version overwrite.)
 */
export class ElasticsearchCatalogueReadModel extends CatalogueReadModel {
  private readonly logger = new Logger('ElasticsearchCatalogue');
  private readonly client: Client;
  private readonly ownsClient: boolean;
  readonly alias: string;
  generation = '';
  revision = 0;

  constructor(url: string, prefix: string, client?: Client) {
    super();
    this.client = client ?? createElasticsearchClient(url);
    this.ownsClient = !client;
    this.alias = `${prefix}-catalogue`;
  }

  async init(): Promise<void> {
    const live = await this.aliasedIndices();
    if (live.length > 0) {
      if (live.length > 1) throw new Error(`alias ${this.alias} points at ${live.length} indices (${live.join(', ')}); expected one`);
      this.generation = live[0].slice(this.alias.length + 1);
      return;
    }
    const generation = newGeneration();
    await this.createIndex(this.indexFor(generation));
    await this.client.indices.updateAliases({ actions: [{ add: { index: this.indexFor(generation), alias: this.alias } }] });
    this.generation = generation;
    this.logger.log(`created ${this.indexFor(generation)} behind alias ${this.alias}`);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }

  put(kind: CatalogueKind, doc: CatalogueDocument): Promise<void> {
    return this.writer(this.alias, true, () => this.revision++).put(kind, doc);
  }

  remove(kind: CatalogueKind, id: string): Promise<void> {
    return this.writer(this.alias, true, () => this.revision++).remove(kind, id);
  }

  get<T extends CatalogueDocument>(kind: CatalogueKind, id: string): Promise<T | null> {
    return this.writer(this.alias, true, () => undefined).get<T>(kind, id);
  }

  async list<T extends CatalogueDocument>(kind: CatalogueKind): Promise<T[]> {
    const result = await this.client.search<StoredCatalogueDocument>({
      index: this.alias,
      size: LIST_LIMIT,
      query: { term: { kind } },
      sort: [{ id: 'asc' }],
    });
    return result.hits.hits.map((hit) => hit._source!.body as T);
  }

  async beginRebuild(): Promise<CatalogueRebuild> {
    const generation = newGeneration();
    const index = this.indexFor(generation);
    await this.createIndex(index);
    // No refresh per write while rebuilding: one refresh before the swap makes it all searchable.
    const writer = this.writer(index, false, () => undefined);
    return {
      ...writer,
      commit: async () => {
        await this.client.indices.refresh({ index });
        const previous = await this.aliasedIndices();
        await this.client.indices.updateAliases({
          actions: [...previous.map((old) => ({ remove: { index: old, alias: this.alias } })), { add: { index, alias: this.alias } }],
        });
        this.generation = generation;
        this.revision++;
        for (const old of previous) {
          await this.client.indices.delete({ index: old }).catch((e) => this.logger.warn(`could not delete ${old}: ${e.message}`));
        }
        this.logger.log(`alias ${this.alias} now on ${index}`);
      },
      abort: async () => {
        await this.client.indices.delete({ index }).catch((e) => this.logger.warn(`could not delete ${index}: ${e.message}`));
      },
    };
  }

  indexFor(generation: string): string {
    return `${this.alias}-${generation}`;
  }

  private writer(index: string, refresh: boolean, onWrite: () => void): CatalogueWriter {
    const client = this.client;
    return {
      async put(kind, doc) {
        const document: StoredCatalogueDocument = { kind, id: doc.id, version: doc.version, body: doc };
        try {
          await client.index({
            index,
            id: docId(kind, doc.id),
            document,
            version: doc.version,
            version_type: 'external',
            refresh,
          });
          onWrite();
        } catch (error) {
          // The stored document is as new or newer: a redelivered or stale event, nothing to do.
          if (statusOf(error) === 409) return;
          throw error;
        }
      },
      async remove(kind, id) {
        try {
          await client.delete({ index, id: docId(kind, id), refresh });
        } catch (error) {
          if (statusOf(error) !== 404) throw error;
        }
        onWrite();
      },
      async get<T extends CatalogueDocument>(kind: CatalogueKind, id: string): Promise<T | null> {
        try {
          const found = await client.get<StoredCatalogueDocument>({ index, id: docId(kind, id) });
          return (found._source?.body as T | undefined) ?? null;
        } catch (error) {
          if (statusOf(error) === 404) return null;
          throw error;
        }
      },
    };
  }

  private async aliasedIndices(): Promise<string[]> {
    try {
      return Object.keys(await this.client.indices.getAlias({ name: this.alias })).sort();
    } catch (error) {
      if (statusOf(error) === 404) return [];
      throw error;
    }
  }

  private async createIndex(index: string): Promise<void> {
    await this.client.indices.create({ index, settings: CATALOGUE_INDEX_SETTINGS, mappings: CATALOGUE_INDEX_MAPPINGS });
  }
}

/** Sortable by creation time, lower-case (index names must be), unique enough across instances. */
function newGeneration(): string {
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
