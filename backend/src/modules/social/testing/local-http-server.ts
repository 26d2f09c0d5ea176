import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

/** A loopback HTTP server for the stand-ins of outside APIs: body read, sockets tracked so stop() is immediate. */
export abstract class LocalHttpServer {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  origin = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.read(req)
        .then((body) => this.handle(req, res, body))
        .catch((error: Error) => this.json(res, 500, { error: error.message }));
    });
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse, body: string): void | Promise<void>;

  protected json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async read(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}
