import { planExternalService } from './external-service.plan';

describe('planExternalService', () => {
  const has = () => true;
  const lacks = () => false;

  it('prefers the URL from the environment', () => {
    expect(planExternalService('KAFKA_BROKERS', ['x'], { KAFKA_BROKERS: 'k:9092' }, false, lacks)).toEqual({ mode: 'env', value: 'k:9092' });
  });

  it('uses a container when Docker and the package are there', () => {
    expect(planExternalService('KAFKA_BROKERS', ['@testcontainers/kafka'], {}, true, has)).toEqual({ mode: 'container' });
  });

  it('says exactly why it skips', () => {
    expect(planExternalService('KAFKA_BROKERS', ['@testcontainers/kafka'], {}, false, has)).toEqual({
      mode: 'skip',
      reason: 'skipped: no Docker engine and no KAFKA_BROKERS',
    });
    expect(planExternalService('ELASTICSEARCH_URL', ['testcontainers'], {}, true, lacks)).toEqual({
      mode: 'skip',
      reason: 'skipped: a Docker engine is available but testcontainers is not installed, and no ELASTICSEARCH_URL',
    });
  });
});
