/**
 * How the lean path schedules computed answers: in arrival order, two per event-loop turn, so requests read in
 * one poll cannot keep one read by the next poll waiting a whole extra round; a request whose client has gone is
 * not computed. (Bytes and headers against the framework: lean-routes.int.spec.ts.)
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { LeanRoutes } from './lean-routes';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function routesAnswering(asked: string[]): LeanRoutes {
  const routes = new LeanRoutes();
  routes.register({
    path: '/api/probe',
    schema: z.object({ q: z.string() }),
    answer: async ({ q }) => {
      asked.push(q);
      return { json: JSON.stringify({ q }) };
    },
  });
  return routes;
}

function request(q: string): IncomingMessage {
  return { method: 'GET', url: `/api/probe?q=${q}`, headers: {} } as unknown as IncomingMessage;
}

function response(destroyed = false) {
  const sent: { status?: number; body?: string } = {};
  const res = {
    destroyed,
    writeHead: (status: number) => (sent.status = status),
    end: (body: Buffer) => (sent.body = body.toString('utf8')),
  };
  return { res: res as unknown as ServerResponse, sent };
}

const handedOn = () => {
  throw new Error('the framework was not expected to answer');
};

describe('LeanRoutes scheduling', () => {
  it('answers in arrival order, two per event-loop turn', async () => {
    const asked: string[] = [];
    const routes = routesAnswering(asked);
    const responses = ['a', 'b', 'c', 'd', 'e'].map((q) => {
      const r = response();
      routes.handle(request(q), r.res, handedOn);
      return r;
    });
    expect(asked).toEqual([]); // read now, computed from the next turn on
    await nextTurn();
    expect(asked).toEqual(['a', 'b']);
    routes.handle(request('f'), response().res, handedOn); // arrives meanwhile: queues behind c, d, e
    await nextTurn();
    expect(asked).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    await nextTurn();
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(responses.map((r) => r.sent)).toEqual(['a', 'b', 'c', 'd', 'e'].map((q) => ({ status: 200, body: JSON.stringify({ q }) })));
    expect(routes.served).toBe(6);
  });

  it('does not compute an answer for a client that left while it waited', async () => {
    const asked: string[] = [];
    const routes = routesAnswering(asked);
    routes.handle(request('gone'), response(true).res, handedOn);
    routes.handle(request('here'), response().res, handedOn);
    await nextTurn();
    await nextTurn();
    expect(asked).toEqual(['here']);
    expect(routes.served).toBe(1);
  });
});
