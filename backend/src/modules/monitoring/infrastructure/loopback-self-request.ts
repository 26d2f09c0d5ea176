import { request } from 'node:http';
import { AddressInfo } from 'node:net';
import { HttpAdapterHost } from '@nestjs/core';
import { Injectable } from '@nestjs/common';
import { SelfRequest, SelfResponse } from '../application/ports/self-request.port';

/** SelfRequest over loopback to the port the Nest HTTP server listens on. */
@Injectable()
export class LoopbackSelfRequest extends SelfRequest {
  constructor(private readonly adapter: HttpAdapterHost) {
    super();
  }

  get(path: string, timeoutMs = 5000): Promise<SelfResponse> {
    const address = this.adapter.httpAdapter.getHttpServer().address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return Promise.reject(new Error('the HTTP server is not listening on a TCP port'));
    // Bound to every interface: ask over loopback; bound to one address (HOST): ask there.
    const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request({ host, port: address.port, path, method: 'GET', timeout: timeoutMs, headers: { 'x-health-check': '1' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Math.round(performance.now() - started),
          }),
        );
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end();
    });
  }
}
