/**
 * A local HTTP server speaking the slice of the Elasticsearch REST protocol the event read model uses
 * (index template, alias read/swap, index create/delete, bulk with external versions, get, search,
 * count). It records every request so a unit test can check the query DSL the adapter sends; search
 * answers come from `searchResponses` (canned), since ranking is the real engine's job.
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON, read field by field in assertions
type Json = any;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** NDJSON lines for _bulk. */
  lines?: unknown[];
}

export class FakeElasticsearchServer {
  readonly requests: RecordedRequest[] = [];
  /** alias → physical indices. */
  readonly aliases = new Map<string, string[]>();
  readonly indices = new Map<string, Map<string, { version: number; source: Record<string, unknown> }>>();
  readonly templates = new Map<string, unknown>();
  /** Queue of bodies answered to _search (first in, first out); an empty queue answers no hits. */
  readonly searchResponses: unknown[] = [];
  /** When set, answers each _search by its body instead (requests sent at once may arrive in any order). */
  searchResponder: ((body: Json) => unknown) | null = null;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const method = req.method ?? 'GET';
    const isBulk = path.endsWith('/_bulk');
    const lines = isBulk
      ? raw
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : undefined;
    const body = !isBulk && raw ? JSON.parse(raw) : undefined;
    this.requests.push({ method, path, query: url.searchParams, body, lines });
    const [status, payload] = this.route(method, path, body, lines ?? []);
    res.writeHead(status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
    res.end(JSON.stringify(payload));
  }

  private route(method: string, path: string, body: Json, lines: Json[]): [number, unknown] {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === '_index_template' && method === 'PUT') {
      this.templates.set(parts[1], body);
      return [200, { acknowledged: true }];
    }
    if (parts[0] === '_alias' && method === 'GET') {
      const indices = this.aliases.get(parts[1]);
      if (!indices?.length) return [404, { error: `alias [${parts[1]}] missing`, status: 404 }];
      return [200, Object.fromEntries(indices.map((i) => [i, { aliases: { [parts[1]]: {} } }]))];
    }
    if (parts[0] === '_aliases' && method === 'POST') {
      for (const action of body.actions as Record<string, { index: string; alias: string }>[]) {
        const [kind, { index, alias }] = Object.entries(action)[0];
        const list = this.aliases.get(alias) ?? [];
        this.aliases.set(alias, kind === 'add' ? [...list, index] : list.filter((i) => i !== index));
      }
      return [200, { acknowledged: true }];
    }
    if (parts[0] === '_bulk' && method === 'POST') return [200, this.bulk(lines)];
    if (parts.length === 1 && method === 'PUT') {
      this.indices.set(parts[0], new Map());
      for (const alias of Object.keys(body?.aliases ?? {})) this.aliases.set(alias, [...(this.aliases.get(alias) ?? []), parts[0]]);
      return [200, { acknowledged: true, shards_acknowledged: true, index: parts[0] }];
    }
    if (parts.length === 1 && method === 'DELETE') {
      if (!this.indices.delete(parts[0])) return [404, { error: 'index_not_found_exception', status: 404 }];
      return [200, { acknowledged: true }];
    }
    if (parts[1] === '_search') {
      if (this.searchResponder) return [200, this.searchResponder(body)];
      return [200, this.searchResponses.shift() ?? { took: 1, timed_out: false, hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] } }];
    }
    if (parts[1] === '_mget') {
      const docs = this.docsOf(parts[0]);
      return [
        200,
        {
          docs: (body.ids as string[]).map((id) => {
            const doc = docs.get(id);
            return doc ? { _index: parts[0], _id: id, _version: doc.version, found: true, _source: doc.source } : { _index: parts[0], _id: id, found: false };
          }),
        },
      ];
    }
    if (parts[1] === '_refresh' && (method === 'POST' || method === 'GET')) return [200, { _shards: { total: 1, successful: 1, failed: 0 } }];
    if (parts[1] === '_count') return [200, { count: this.docsOf(parts[0]).size }];
    if (parts[1] === '_doc' && method === 'GET') {
      const doc = this.docsOf(parts[0]).get(parts[2]);
      if (!doc) return [404, { _index: parts[0], _id: parts[2], found: false }];
      return [200, { _index: parts[0], _id: parts[2], _version: doc.version, found: true, _source: doc.source }];
    }
    return [400, { error: `fake Elasticsearch does not speak ${method} ${path}`, status: 400 }];
  }

  private docsOf(indexOrAlias: string): Map<string, { version: number; source: Record<string, unknown> }> {
    const index = this.aliases.get(indexOrAlias)?.[0] ?? indexOrAlias;
    return this.indices.get(index) ?? new Map();
  }

  private bulk(lines: Json[]): unknown {
    const items: unknown[] = [];
    for (let i = 0; i < lines.length; i++) {
      const [op, meta] = Object.entries(lines[i])[0] as [string, { _index: string; _id: string; version?: number }];
      const docs = this.docsOf(meta._index);
      if (op === 'index') {
        const source = lines[++i];
        const stored = docs.get(meta._id);
        if (typeof source.title === 'string' && source.title.startsWith('REJECT')) {
          items.push({ index: { _id: meta._id, status: 400, error: { type: 'mapper_parsing_exception', reason: 'rejected on purpose' } } });
        } else if (stored && meta.version !== undefined && meta.version < stored.version) {
          items.push({ index: { _id: meta._id, status: 409, error: { type: 'version_conflict_engine_exception' } } });
        } else {
          docs.set(meta._id, { version: meta.version ?? 1, source });
          items.push({ index: { _id: meta._id, status: stored ? 200 : 201, result: stored ? 'updated' : 'created' } });
        }
      } else if (op === 'delete') {
        const existed = docs.delete(meta._id);
        items.push({ delete: { _id: meta._id, status: existed ? 200 : 404, result: existed ? 'deleted' : 'not_found' } });
      }
    }
    return { took: 1, errors: items.some((it) => Object.values(it as object)[0].error), items };
  }
}
