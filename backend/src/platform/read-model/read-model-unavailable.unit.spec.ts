import { errors } from '@elastic/elasticsearch';
import { isReadModelUnavailable } from './read-model-unavailable';

// The client's own error classes, built as the client builds them (a response record as their `meta`).
const meta = (statusCode: number) => ({ body: {}, statusCode, headers: {}, warnings: null, meta: {} }) as never;

describe('isReadModelUnavailable', () => {
  it("knows the Elasticsearch client's unreachable and overloaded errors, also as the cause of another", () => {
    expect(isReadModelUnavailable(new errors.ConnectionError('connect ECONNREFUSED', meta(0)))).toBe(true);
    expect(isReadModelUnavailable(new errors.NoLivingConnectionsError('none alive', meta(0)))).toBe(true);
    expect(isReadModelUnavailable(new errors.TimeoutError('timed out', meta(0)))).toBe(true);
    // As the client's connection classes throw them, before the transport adds the request record.
    expect(isReadModelUnavailable(new errors.ConnectionError('connect ECONNREFUSED 127.0.0.1:9200'))).toBe(true);
    expect(isReadModelUnavailable(new errors.ResponseError(meta(503)))).toBe(true);
    expect(isReadModelUnavailable(new Error('projecting failed', { cause: new errors.ResponseError(meta(429)) }))).toBe(true);
  });

  it('leaves bad requests, bugs and look-alike errors of other libraries to the usual handling', () => {
    expect(isReadModelUnavailable(new errors.ResponseError(meta(400)))).toBe(false);
    const lookAlike = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    expect(isReadModelUnavailable(lookAlike)).toBe(false);
    expect(isReadModelUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isReadModelUnavailable(undefined)).toBe(false);
  });
});
