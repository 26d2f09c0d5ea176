import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FixedClock } from '../../platform/time/clock';
import { startTestApp, TestApp } from '../../platform/testing/test-app';
import { FeaturedEventsQuery } from '../events/queries/featured-events/featured-events.query';
import { BuildDigestCommand } from './commands/build-digest/build-digest.command';
import { UpdateNewsletterSettingsCommand } from './commands/update-settings/update-settings.command';
import { ListCampaignsQuery } from './queries/list-campaigns/list-campaigns.query';

describe('newsletter digest job on the seeded catalogue', () => {
  const clock = new FixedClock(new Date('2026-12-02T09:00:00Z')); // a Wednesday
  let t: TestApp;
  const run = <T>(c: object) => t.app.get(CommandBus).execute(c as never) as Promise<T>;
  const campaigns = async () => (await t.app.get(QueryBus).execute(new ListCampaignsQuery())).campaigns;

  beforeAll(async () => {
    t = await startTestApp({ clock, seed: true });
  }, 120_000);
  afterAll(() => t?.close());

  it('does nothing on a day the frequency does not name', async () => {
    expect(await run(new BuildDigestCommand())).toMatchObject({ counts: { built: 0 } });
    expect(await campaigns()).toEqual([]);
  });

  it('builds a draft from featured events (read through the events queries) following the preferences', async () => {
    clock.set(new Date('2026-12-01T09:00:00Z')); // first Tuesday: monthly is due
    await run(new UpdateNewsletterSettingsCommand({ preferences: { featuredEvents: true, newEvents: false, reviews: false } }));
    const result = await run<{ counts: Record<string, number> }>(new BuildDigestCommand());
    expect(result.counts.built).toBe(1);
    const [draft] = await campaigns();
    expect(draft).toMatchObject({ origin: 'digest', status: 'draft', subject: 'Your Festival Finder round-up' });
    const featured = await t.app.get(QueryBus).execute(new FeaturedEventsQuery());
    expect(featured.length).toBeGreaterThan(0);
    expect(draft.content).toContain('## Featured festivals');
    expect(draft.content).toContain(`/event/${featured[0].id}`);
    expect(draft.content).not.toContain('## New on Festival Finder');
  });

  it('with digestMode send and an active subscriber, the digest is sent at once', async () => {
    await t.db.query(`INSERT INTO newsletter_subscriptions (id, email, status, unsubscribe_token, subscribed_at, updated_at, version, source)
      VALUES (gen_random_uuid(), 'digest-reader@example.com', 'active', 'tok-digest-00000000000000', now(), now(), 0, 'admin')`);
    await run(new UpdateNewsletterSettingsCommand({ digestMode: 'send', preferences: { featuredEvents: true, newEvents: true, reviews: true } }));
    await run(new BuildDigestCommand(true));
    const sent = (await campaigns()).find((c: { content: string }) => c.content.includes('## Reviews and highlights'));
    expect(sent).toMatchObject({ origin: 'digest', status: 'sending', recipients: 1 });
  });
});
