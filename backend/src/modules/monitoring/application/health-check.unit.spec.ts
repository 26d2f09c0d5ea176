import { summarise, timed } from './health-check';
import { RequestTimings } from './request-timings';

const now = new Date('2026-11-22T12:00:00Z');

describe('summarise', () => {
  it('scores 100 per pass, 50 per warning, 0 per fail; any fail is an error', () => {
    const pass = { name: 'A', status: 'pass' as const, message: '' };
    expect(summarise([pass, pass], now)).toMatchObject({ status: 'healthy', overallScore: 100, summary: 'All 2 checks passed.' });
    expect(summarise([pass, { ...pass, name: 'B', status: 'warning' }], now)).toMatchObject({
      status: 'warning',
      overallScore: 75,
      summary: '1 check passed, 1 warning (B).',
    });
    expect(summarise([pass, { ...pass, name: 'B', status: 'warning' }, { ...pass, name: 'C', status: 'fail' }], now)).toMatchObject({
      status: 'error',
      overallScore: 50,
      summary: '1 check passed, 1 warning (B), 1 failed (C).',
    });
  });

  it('turns a check that throws into a failed check', async () => {
    const c = await timed('Database Health', async () => {
      throw new Error('connection refused');
    });
    expect(c).toMatchObject({ name: 'Database Health', status: 'fail', message: 'Check failed: connection refused' });
  });
});

describe('RequestTimings', () => {
  it('keeps a bounded window and reads nearest-rank percentiles from it', () => {
    const t = new RequestTimings(100);
    expect(t.percentiles()).toBeNull();
    for (let i = 1; i <= 250; i++) t.record(i);
    expect(t.count).toBe(250);
    expect(t.percentiles()).toEqual({ p50: 200, p95: 245, p99: 249, max: 250, window: 100 });
  });
});
