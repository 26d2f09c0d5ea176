import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiGet, apiPost, buildUrl, serverFieldErrors, serverMessage } from './api-client';

describe('buildUrl', () => {
  it('drops empty, null and whitespace-only parameters', () => {
    expect(buildUrl('/api/events/search', { q: 'jazz', category: '', location: '   ', month: null, page: 2 })).toBe('/api/events/search?q=jazz&page=2');
    expect(buildUrl('/api/categories')).toBe('/api/categories');
  });
});

describe('api client against a real HTTP server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ok') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('[1,2]');
      if (req.url === '/unauth') return res.writeHead(401).end('no');
      if (req.url === '/boom') return res.writeHead(500).end('database down');
      if (req.url === '/empty') return res.writeHead(503).end();
      if (req.url === '/gone') return res.writeHead(410, { 'Content-Type': 'application/json' }).end('{"expired":true,"redirectTo":"/expired-event/1"}');
      if (req.url === '/post') {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          const parsed = JSON.parse(body);
          if (!parsed.email)
            return res
              .writeHead(400, { 'Content-Type': 'application/json' })
              .end('{"message":"Email is required","fieldErrors":{"email":"Please enter a valid email address"}}');
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ echoed: parsed.email, type: req.headers['content-type'] }));
        });
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('parses JSON', async () => {
    await expect(apiGet(`${base}/ok`)).resolves.toEqual([1, 2]);
  });
  it('treats 401 as an empty result', async () => {
    await expect(apiGet(`${base}/unauth`, undefined, [])).resolves.toEqual([]);
  });
  it('words errors as "status: body", or the status text when the body is empty', async () => {
    await expect(apiGet(`${base}/boom`)).rejects.toThrow('500: database down');
    await expect(apiGet(`${base}/empty`)).rejects.toThrow('503: Service Unavailable');
  });
  it('keeps the parsed body of an error (410 redirect)', async () => {
    const error = await apiGet(`${base}/gone`).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(410);
    expect((error as ApiError).body).toEqual({ expired: true, redirectTo: '/expired-event/1' });
  });
  it('posts JSON and exposes server messages and field errors', async () => {
    await expect(apiPost(`${base}/post`, { email: 'a@b.co' })).resolves.toEqual({ echoed: 'a@b.co', type: 'application/json' });
    const error = await apiPost(`${base}/post`, { email: '' }).catch((e) => e);
    expect(serverMessage(error)).toBe('Email is required');
    expect(serverFieldErrors(error)).toEqual({ email: 'Please enter a valid email address' });
  });
});
