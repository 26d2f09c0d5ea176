import { planExternalService } from './external-service.plan';

describe('planExternalService', () => {
  const has = () => true;
  const lacks = () => false;

  it('prefers the address given to jest, under its app name or its test name', () => {
    expect(planExternalService('kafka', ['x'], { TEST_KAFKA_BROKERS: 'k:9092' }, false, lacks)).toEqual({ mode: 'given', address: 'k:9092' });
    expect(planExternalService('elasticsearch', ['x'], { TEST_ELASTICSEARCH_URL: 'http://e:9200' }, true, has)).toEqual({
      mode: 'given',
      address: 'http://e:9200',
    });
  });

  it('uses the engines the global set-up starts', () => {
    expect(planExternalService('kafka', ['x'], { TEST_ENGINES_STATE_DIR: '/tmp/x' }, true, has)).toEqual({ mode: 'engines' });
  });

  it('falls back to a container when Docker and the package are there', () => {
    expect(planExternalService('kafka', ['@testcontainers/kafka'], {}, true, has)).toEqual({ mode: 'container' });
  });

  it('says exactly why it skips', () => {
    const noJava = { TEST_ENGINES_SKIP_REASON: 'no java on this machine' };
    expect(planExternalService('kafka', ['@testcontainers/kafka'], noJava, false, has)).toEqual({
      mode: 'skip',
      reason: 'skipped: no java on this machine, and no KAFKA_BROKERS given; no Docker engine either',
    });
    expect(planExternalService('elasticsearch', ['testcontainers'], noJava, true, lacks)).toEqual({
      mode: 'skip',
      reason: 'skipped: no java on this machine, and no ELASTICSEARCH_URL given; a Docker engine is there but testcontainers is not installed',
    });
  });
});
