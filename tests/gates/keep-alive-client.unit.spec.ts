import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * The benchmark's load generator (tests/bench/lib/keep-alive-client.js) against a real node:http server: every answer
 * is framed right (Content-Length, chunked, no body, connection closed), in order, and none is asked twice.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { run, completeAnswer } = require('../bench/lib/keep-alive-client.js');

describe('the benchmark keep-alive client', () => {
  let server: Server;
  let origin: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url!);
      const kind = new URL(req.url!, 'http://x').searchParams.get('kind');
      if (kind === 'chunked') {
        res.write('a'.repeat(5000));
        setImmediate(() => res.end('b'.repeat(70_000)));
      } else if (kind === 'empty') {
        res.writeHead(204).end();
      } else if (kind === 'close') {
        res.writeHead(404, { Connection: 'close', 'Content-Length': '2' }).end('no');
      } else {
        const body = 'x'.repeat(Number(kind));
        res.writeHead(200, { 'Content-Length': String(body.length) }).end(body);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads every answer whole and asks each path once', async () => {
    const paths = Array.from({ length: 400 }, (_, i) => `/p${i}?kind=${['chunked', 'empty', 'close', '17000', '0'][i % 5]}`);
    let next = 0;
    const statuses: number[] = [];
    const result = await run({
      origin,
      connections: 4,
      nextPath: () => (next < paths.length ? paths[next++] : null),
      onResponse: (status: number, ms: number) => {
        expect(ms).toBeGreaterThanOrEqual(0);
        statuses.push(status);
      },
    });
    expect(result).toMatchObject({ errors: 0, timeouts: 0 });
    expect([...asked].sort()).toEqual([...paths].sort());
    expect(statuses.filter((s) => s === 200)).toHaveLength(240);
    expect(statuses.filter((s) => s === 204)).toHaveLength(80);
    expect(statuses.filter((s) => s === 404)).toHaveLength(80);
  });

  it('waits for the rest of a partly received answer', () => {
    const whole = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello');
    expect(completeAnswer(whole.subarray(0, 20))).toBeNull();
    expect(completeAnswer(whole.subarray(0, whole.length - 1))).toBeNull();
    expect(completeAnswer(whole)).toEqual({ status: 200, close: false, rest: 0, head: 'HTTP/1.1 200 OK\r\nContent-Length: 5' });
    const chunked = Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n');
    expect(completeAnswer(chunked.subarray(0, chunked.length - 2))).toBeNull();
    expect(completeAnswer(chunked)).toEqual({
      status: 200,
      close: false,
      rest: 0,
      head: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked',
    });
  });
});
