import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * The benchmark's "distinct" windows ask each URL at most once (tests/bench/lib/load.js): a fast site ends the window
 * early rather than being asked the same query again, which its answer memos would answer without computing.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { drive } = require('../bench/lib/load.js');

describe('the benchmark load driver', () => {
  let server: Server;
  let origin: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url!);
      res.writeHead(200, { 'Content-Length': '2' }).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('never repeats a path in a distinct window: the window ends when the list does', async () => {
    const paths = Array.from({ length: 50 }, (_, i) => `/q/${i}`);
    asked.length = 0;
    const figure = await drive({ origin, paths, connections: 4, durationSec: 5, neverRepeat: true });
    expect(figure).toMatchObject({ requests: 50, ranOut: true, ok: 50 });
    expect(figure.durationSec).toBeLessThan(5);
    expect([...asked].sort()).toEqual([...paths].sort());
  });

  it('goes round its list again in an ordinary window', async () => {
    asked.length = 0;
    const figure = await drive({ origin, paths: ['/a', '/b'], connections: 2, durationSec: 0.3 });
    expect(figure.requests).toBeGreaterThan(2);
    expect(figure.ranOut).toBeUndefined();
    expect(new Set(asked)).toEqual(new Set(['/a', '/b']));
  });
});
