/**
 * A local HTTP server speaking the slice of the Elasticsearch 8 REST API the catalogue adapter uses: index
 * create/delete/refresh, alias get/update, document index (external versioning)/get/delete and a term search.
 * Elasticsearch is outside the process, so this is where it is replaced in unit tests; it records every request
 * so tests can check what the adapter sends. It keeps the behaviours that bite in production: search sees only
 * refreshed documents, deletes leave a versioned tombstone, `dynamic: strict` rejects unknown fields, a write
 * through an alias needs exactly one index behind it.
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

interface StoredDoc {
  source: Record<string, unknown> | null; // null = tombstone
  version: number;
}

interface FakeIndex {
  mappings: { dynamic?: string; properties?: Record<string, unknown> };
  docs: Map<string, StoredDoc>;
  /** What search sees: a copy taken at the last refresh. */
  searchable: Map<string, Record<string, unknown>>;
}

class EsError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    reason: string,
  ) {
    super(reason);
  }
}

export class FakeElasticsearchServer {
  readonly requests: RecordedRequest[] = [];
  readonly indices = new Map<string, FakeIndex>();
  readonly aliases = new Map<string, Set<string>>();
  private server: Server | null = null;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections?.();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
    };
    this.requests.push(request);
    let status = 200;
    let body: unknown;
    try {
      [status, body] = this.route(request);
    } catch (error) {
      const e = error instanceof EsError ? error : new EsError(500, 'exception', (error as Error).message);
      status = e.status;
      body = { error: { root_cause: [{ type: e.type, reason: e.message }], type: e.type, reason: e.message }, status };
    }
    res.writeHead(status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  }

  private route(r: RecordedRequest): [number, unknown] {
    const parts = r.path.split('/').filter(Boolean);
    const m = r.method;
    if (m === 'POST' && parts[0] === '_aliases') return this.updateAliases(r.body);
    if (m === 'GET' && parts[0] === '_alias' && parts.length === 2) return this.getAlias(parts[1]);
    if (parts.length === 1 && m === 'PUT') return this.createIndex(parts[0], r.body);
    if (parts.length === 1 && m === 'DELETE') return this.deleteIndex(parts[0]);
    if (parts.length === 2 && parts[1] === '_refresh') return this.refresh(parts[0]);
    if (parts.length === 2 && parts[1] === '_search' && (m === 'POST' || m === 'GET')) return this.search(parts[0], r.body ?? {});
    if (parts.length === 3 && parts[1] === '_doc') {
      if (m === 'PUT') return this.indexDoc(parts[0], parts[2], r.body, r.query);
      if (m === 'GET') return this.getDoc(parts[0], parts[2]);
      if (m === 'DELETE') return this.deleteDoc(parts[0], parts[2], r.query);
    }
    throw new EsError(400, 'unsupported_by_fake', `${m} ${r.path} is not part of the fake`);
  }

  /** Concrete indices behind a name (an index or an alias). */
  private resolve(name: string): string[] {
    if (this.indices.has(name)) return [name];
    const behind = this.aliases.get(name);
    if (behind && behind.size > 0) return [...behind];
    throw new EsError(404, 'index_not_found_exception', `no such index [${name}]`);
  }

  private writeIndex(name: string): FakeIndex {
    const indices = this.resolve(name);
    if (indices.length !== 1) {
      throw new EsError(400, 'illegal_argument_exception', `no write index is defined for alias [${name}]`);
    }
    return this.indices.get(indices[0])!;
  }

  private createIndex(name: string, body: { mappings?: FakeIndex['mappings'] } = {}): [number, unknown] {
    if (name !== name.toLowerCase()) throw new EsError(400, 'invalid_index_name_exception', `[${name}] must be lowercase`);
    if (this.indices.has(name) || this.aliases.has(name)) {
      throw new EsError(400, 'resource_already_exists_exception', `index [${name}] already exists`);
    }
    this.indices.set(name, { mappings: body.mappings ?? {}, docs: new Map(), searchable: new Map() });
    return [200, { acknowledged: true, shards_acknowledged: true, index: name }];
  }

  private deleteIndex(name: string): [number, unknown] {
    if (this.aliases.has(name)) {
      throw new EsError(400, 'illegal_argument_exception', `index [${name}] matches an alias, specify the concrete index instead`);
    }
    if (!this.indices.delete(name)) throw new EsError(404, 'index_not_found_exception', `no such index [${name}]`);
    for (const [alias, set] of this.aliases) {
      set.delete(name);
      if (set.size === 0) this.aliases.delete(alias);
    }
    return [200, { acknowledged: true }];
  }

  private getAlias(alias: string): [number, unknown] {
    const set = this.aliases.get(alias);
    if (!set || set.size === 0) return [404, { error: `alias [${alias}] missing`, status: 404 }];
    return [200, Object.fromEntries([...set].map((index) => [index, { aliases: { [alias]: {} } }]))];
  }

  private updateAliases(body: { actions: Array<Record<string, { index: string; alias: string }>> }): [number, unknown] {
    // Validate everything first: the real call is atomic.
    for (const action of body.actions) {
      const [[verb, { index, alias }]] = Object.entries(action);
      if (!this.indices.has(index)) throw new EsError(404, 'index_not_found_exception', `no such index [${index}]`);
      if (verb === 'remove' && !this.aliases.get(alias)?.has(index)) {
        throw new EsError(404, 'aliases_not_found_exception', `aliases [${alias}] missing`);
      }
      if (verb !== 'add' && verb !== 'remove') throw new EsError(400, 'unsupported_by_fake', verb);
    }
    for (const action of body.actions) {
      const [[verb, { index, alias }]] = Object.entries(action);
      if (verb === 'add') {
        if (!this.aliases.has(alias)) this.aliases.set(alias, new Set());
        this.aliases.get(alias)!.add(index);
      } else {
        this.aliases.get(alias)!.delete(index);
        if (this.aliases.get(alias)!.size === 0) this.aliases.delete(alias);
      }
    }
    return [200, { acknowledged: true }];
  }

  private refresh(name: string): [number, unknown] {
    for (const index of this.resolve(name)) this.refreshIndex(this.indices.get(index)!);
    return [200, { _shards: { total: 1, successful: 1, failed: 0 } }];
  }

  private refreshIndex(index: FakeIndex): void {
    index.searchable = new Map([...index.docs].filter(([, d]) => d.source !== null).map(([id, d]) => [id, structuredClone(d.source!)]));
  }

  private indexDoc(name: string, id: string, source: Record<string, unknown>, q: Record<string, string>): [number, unknown] {
    const index = this.writeIndex(name);
    if (index.mappings.dynamic === 'strict') {
      const known = Object.keys(index.mappings.properties ?? {});
      const unknown = Object.keys(source).find((k) => !known.includes(k));
      if (unknown) throw new EsError(400, 'strict_dynamic_mapping_exception', `mapping set to strict, dynamic introduction of [${unknown}] is not allowed`);
    }
    const current = index.docs.get(id);
    let version: number;
    if (q.version_type === 'external' || q.version_type === 'external_gte') {
      version = Number(q.version);
      const stale = current && (q.version_type === 'external' ? version <= current.version : version < current.version);
      if (stale) {
        throw new EsError(
          409,
          'version_conflict_engine_exception',
          `[${id}]: version conflict, current version [${current!.version}] is higher or equal to the one provided [${version}]`,
        );
      }
    } else {
      version = (current?.version ?? 0) + 1;
    }
    const created = !current || current.source === null;
    index.docs.set(id, { source: structuredClone(source), version });
    if (q.refresh === 'true' || q.refresh === '') this.refreshIndex(index);
    return [created ? 201 : 200, { _index: name, _id: id, _version: version, result: created ? 'created' : 'updated' }];
  }

  private getDoc(name: string, id: string): [number, unknown] {
    const index = this.writeIndex(name);
    const doc = index.docs.get(id);
    if (!doc || doc.source === null) return [404, { _index: name, _id: id, found: false }];
    return [200, { _index: name, _id: id, _version: doc.version, found: true, _source: doc.source }];
  }

  private deleteDoc(name: string, id: string, q: Record<string, string>): [number, unknown] {
    const index = this.writeIndex(name);
    const doc = index.docs.get(id);
    if (!doc || doc.source === null) return [404, { _index: name, _id: id, result: 'not_found' }];
    // Like Elasticsearch, a delete keeps a tombstone one version above the document.
    index.docs.set(id, { source: null, version: doc.version + 1 });
    if (q.refresh === 'true' || q.refresh === '') this.refreshIndex(index);
    return [200, { _index: name, _id: id, _version: doc.version + 1, result: 'deleted' }];
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a free-form query DSL object
  private search(name: string, body: { size?: number; query?: any; sort?: Array<Record<string, string>> }): [number, unknown] {
    let hits: Array<{ _index: string; _id: string; _source: Record<string, unknown> }> = [];
    for (const indexName of this.resolve(name)) {
      for (const [id, source] of this.indices.get(indexName)!.searchable) hits.push({ _index: indexName, _id: id, _source: source });
    }
    const term = body.query?.term as Record<string, unknown> | undefined;
    if (term) {
      const [[field, value]] = Object.entries(term);
      const wanted = typeof value === 'object' && value !== null ? (value as { value: unknown }).value : value;
      hits = hits.filter((h) => h._source[field] === wanted);
    } else if (body.query && !body.query.match_all) {
      throw new EsError(400, 'unsupported_by_fake', `query ${JSON.stringify(body.query)}`);
    }
    for (const s of [...(body.sort ?? [])].reverse()) {
      const [[field, order]] = Object.entries(s);
      hits.sort((a, b) => {
        const [x, y] = [String(a._source[field]), String(b._source[field])];
        return (x < y ? -1 : x > y ? 1 : 0) * (order === 'desc' ? -1 : 1);
      });
    }
    const total = hits.length;
    hits = hits.slice(0, body.size ?? 10);
    return [200, { took: 1, timed_out: false, hits: { total: { value: total, relation: 'eq' }, hits } }];
  }
}
