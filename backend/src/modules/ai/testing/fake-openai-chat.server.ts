/**
 * A stand-in for OpenAI's chat-completions endpoint on 127.0.0.1 (POST /v1/chat/completions, the real request
 * and response shapes, usage included). Each test queues how the next answers behave; the last mode repeats.
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

export type ChatMode = 'ok' | 'malformed' | 'invalid-schema' | 'refusal' | 'slow' | 'rate-limited' | 'error-500';

export class FakeOpenAiChatServer {
  /** Modes for the coming requests in order; the last one repeats. */
  modes: ChatMode[] = ['ok'];
  /** What the "model" answers in 'ok' mode, by the name of the JSON schema asked for. */
  answers: Record<string, Record<string, unknown>> = {};
  slowMs = 2_000;
  usage = { prompt_tokens: 420, completion_tokens: 180, total_tokens: 600 };
  readonly requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  reset(modes: ChatMode[]): void {
    this.modes = modes;
    this.requests.length = 0;
  }

  private nextMode(): ChatMode {
    return this.modes.length > 1 ? this.modes.shift()! : this.modes[0]!;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return this.json(res, 404, { error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } });
    this.requests.push({ authorization: req.headers.authorization, body });
    const mode = this.nextMode();
    if (mode === 'slow') await new Promise((r) => setTimeout(r, this.slowMs));
    if (res.destroyed) return;
    if (mode === 'rate-limited') {
      return this.json(
        res,
        429,
        { error: { message: 'Rate limit reached for requests', type: 'requests', param: null, code: 'rate_limit_exceeded' } },
        { 'retry-after': '0' },
      );
    }
    if (mode === 'error-500') return this.json(res, 500, { error: { message: 'The server had an error', type: 'server_error', param: null, code: null } });
    const schemaName = (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ?? '';
    let content: string | null = JSON.stringify(this.answers[schemaName] ?? {});
    let refusal: string | null = null;
    if (mode === 'malformed') content = '{"enhancedDescription": "Unfinished';
    if (mode === 'invalid-schema') content = JSON.stringify({ text: 42 });
    if (mode === 'refusal') [content, refusal] = [null, "I can't help with that."];
    this.json(res, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: String(body.model),
      choices: [{ index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: 'stop' }],
      usage: this.usage,
    });
  }

  private json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
}
