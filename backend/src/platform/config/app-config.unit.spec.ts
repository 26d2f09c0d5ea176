import { AppConfig } from './app-config';

describe('job configuration', () => {
  it('turns schedules on by default and reads per-job overrides and off switches', () => {
    const config = AppConfig.fromEnv({ JOB_PURGE_SENT_MAIL_CRON: '30 4 * * 1', JOB_EXPIRE_PAST_EVENTS_CRON: 'off' });
    expect(config.values.JOBS_ENABLED).toBe('true');
    expect(config.jobCrons).toEqual({ 'purge-sent-mail': '30 4 * * 1', 'expire-past-events': 'off' });
    expect(AppConfig.fromEnv({ JOBS_ENABLED: 'false' }).values.JOBS_ENABLED).toBe('false');
  });

  it('refuses a schedule that is not a cron expression, naming the variable', () => {
    expect(() => AppConfig.fromEnv({ JOB_PURGE_SENT_MAIL_CRON: 'every night' })).toThrow(/JOB_PURGE_SENT_MAIL_CRON: "every night" is not a cron expression/);
    expect(() => AppConfig.fromEnv({ JOB_PURGE_SENT_MAIL_CRON: '61 * * * *' })).toThrow(/JOB_PURGE_SENT_MAIL_CRON/);
  });

  it('refuses an on/off switch other than true or false', () => {
    expect(() => AppConfig.fromEnv({ JOBS_ENABLED: 'yes' })).toThrow(/JOBS_ENABLED/);
  });

  it('switches performance layers off only when a benchmark lists them, and refuses unknown names', () => {
    expect(AppConfig.fromEnv({}).layerOn('response-cache')).toBe(true);
    const bench = AppConfig.fromEnv({ PERF_LAYERS_OFF: 'response-cache, smart-search-memo' });
    expect([bench.layerOn('response-cache'), bench.layerOn('smart-search-memo'), bench.layerOn('lean-path')]).toEqual([false, false, true]);
    expect(() => AppConfig.fromEnv({ PERF_LAYERS_OFF: 'response-cache,caches' })).toThrow(/PERF_LAYERS_OFF.*lean-path, response-cache/s);
  });
});
