/**
 * A stand-in for the OpenAI REST API on 127.0.0.1: POST /v1/chat/completions and POST
 * /v1/embeddings with the real request and response shapes. Each test sets how it behaves.
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'malformed' | 'invalid-schema' | 'refusal' | 'error-500' | 'error-401' | 'slow';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export class FakeOpenAiServer {
  mode: FakeMode = 'ok';
  /** The JSON the "model" answers with in 'ok' mode. */
  intentAnswer: Record<string, unknown> = {};
  embedding: number[] = [0.1, 0.2, 0.3];
  /** The vector answered for one input (default: `embedding` for every input). */
  embeddingOf: ((text: string) => number[]) | null = null;
  /** Statuses the next /v1/embeddings calls answer with before answering normally (429 may carry Retry-After). */
  embeddingFailures: { status: number; retryAfter?: string }[] = [];
  slowMs = 2_000;
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<import('node:net').Socket>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (this.mode === 'slow') await new Promise((r) => setTimeout(r, this.slowMs));
    if (res.destroyed) return;
    if (this.mode === 'error-500') return this.json(res, 500, { error: { message: 'The server had an error', type: 'server_error', param: null, code: null } });
    if (this.mode === 'error-401')
      return this.json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      let content: string | null = JSON.stringify(this.intentAnswer);
      let refusal: string | null = null;
      if (this.mode === 'malformed') content = '{"categories": ["music"], "places": [';
      if (this.mode === 'invalid-schema') content = JSON.stringify({ categories: 'music' });
      if (this.mode === 'refusal') [content, refusal] = [null, "I can't help with that."];
      return this.json(res, 200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: String(body.model),
        choices: [{ index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      });
    }
    if (req.method === 'POST' && req.url === '/v1/embeddings') {
      const failure = this.embeddingFailures.shift();
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/json', ...(failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}) });
        return void res.end(JSON.stringify({ error: { message: `scripted ${failure.status}`, type: 'server_error', param: null, code: null } }));
      }
      const inputs = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
      return this.json(res, 200, {
        object: 'list',
        // answered out of order, as the API may: the client sorts by index
        data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: this.embeddingOf?.(text) ?? this.embedding })).reverse(),
        model: String(body.model),
        usage: { prompt_tokens: inputs.reduce((n, t) => n + t.split(/\s+/).length, 0), total_tokens: 5 },
      });
    }
    this.json(res, 404, { error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

/** A complete answer in the strict schema's shape, overridable per field. */
export function aiAnswer(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    categories: [],
    places: [],
    regions: [],
    dateRanges: [],
    free: false,
    maxPounds: null,
    mood: [],
    audience: [],
    familyFriendly: null,
    outdoor: null,
    camping: null,
    topics: [],
    keywords: [],
    ...over,
  };
}
