/**
 * A stand-in for the X API v2 on 127.0.0.1: POST /2/tweets {text} → 201 {data: {id, text}}, GET /2/users/me, GET /2/tweets/{id}
 * ?tweet.fields=public_metrics, with X's error shapes (401 Unauthorized, 403 Forbidden, 429 Too Many Requests).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpServer } from './local-http-server';

export type XMode = 'ok' | 'expired-token' | 'missing-permission' | 'rate-limited';

export class FakeXApiServer extends LocalHttpServer {
  mode: XMode = 'ok';
  readonly token = 'x-user-access-token-DO-NOT-LEAK-5b4a3c';
  readonly username = 'festivalfinderuk';
  readonly tweets: Array<{ id: string; text: string; at: number }> = [];
  metrics: Record<string, { like_count: number; reply_count: number; retweet_count: number; quote_count: number; impression_count: number }> = {};

  protected handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.headers.authorization !== `Bearer ${this.token}` || this.mode === 'expired-token') {
      return this.json(res, 401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    }
    if (this.mode === 'rate-limited') {
      res.setHeader('x-rate-limit-reset', String(Math.floor(Date.now() / 1000) + 900));
      return this.json(res, 429, { title: 'Too Many Requests', type: 'about:blank', status: 429, detail: 'Too Many Requests' });
    }
    if (req.method === 'GET' && url.pathname === '/2/users/me') {
      return this.json(res, 200, { data: { id: '2244994945', name: 'Festival Finder', username: this.username } });
    }
    if (req.method === 'POST' && url.pathname === '/2/tweets') {
      if (this.mode === 'missing-permission') {
        return this.json(res, 403, {
          title: 'Forbidden',
          type: 'about:blank',
          status: 403,
          detail: 'You are not permitted to perform this action.',
        });
      }
      const body = JSON.parse(raw || '{}') as { text?: string };
      if (!body.text) return this.json(res, 400, { errors: [{ message: 'text is required' }], title: 'Invalid Request', status: 400 });
      if ([...body.text].length > 280 && !/https?:\/\//.test(body.text)) {
        return this.json(res, 403, { detail: 'Your Tweet text is too long.', title: 'Forbidden', status: 403 });
      }
      const id = `18600000000000${this.tweets.length}`;
      this.tweets.push({ id, text: body.text, at: Date.now() });
      return this.json(res, 201, { data: { id, text: body.text, edit_history_tweet_ids: [id] } });
    }
    const tweet = this.tweets.find((t) => url.pathname === `/2/tweets/${t.id}`);
    if (req.method === 'GET' && tweet && url.searchParams.get('tweet.fields') === 'public_metrics') {
      const m = this.metrics[tweet.id] ?? { like_count: 0, reply_count: 0, retweet_count: 0, quote_count: 0, impression_count: 0 };
      return this.json(res, 200, { data: { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id], public_metrics: { ...m, bookmark_count: 0 } } });
    }
    return this.json(res, 404, { title: 'Not Found Error', status: 404, detail: `Could not find ${url.pathname}` });
  }
}
