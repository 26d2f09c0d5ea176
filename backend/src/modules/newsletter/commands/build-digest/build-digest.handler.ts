import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { FeaturedEventsQuery } from '../../../events/queries/featured-events/featured-events.query';
import { ListAdminEventsQuery } from '../../../events/queries/list-admin-events/list-admin-events.query';
import { ListNewsQuery } from '../../../news/queries/list-news/list-news.query';
import { DigestItem, digestDue, digestMarkdown, londonDay, periodDays } from '../../application/digest';
import { NewsletterLinks } from '../../application/newsletter-links';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { SaveCampaignCommand } from '../save-campaign/save-campaign.command';
import { SendCampaignCommand } from '../send-campaign/send-campaign.command';
import { BuildDigestCommand } from './build-digest.command';

const PER_SECTION = 6;
const day = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/**
 * The digest follows the preference checkboxes (featured events, new events, reviews and highlights = news), reads
 * events through the events module's queries and news through the news module's, and becomes a campaign: a draft
 * for review or sent at once (settings: digestMode).
 */
@CommandHandler(BuildDigestCommand)
export class BuildDigestHandler implements ICommandHandler<BuildDigestCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly settings: NewsletterSettingsStore,
    private readonly links: NewsletterLinks,
    private readonly clock: Clock,
  ) {}

  async execute({ force }: BuildDigestCommand): Promise<JobResult> {
    const s = await this.settings.get();
    const now = this.clock.now();
    if (!force && !digestDue(s.frequency, londonDay(now))) return { message: `No digest today (frequency ${s.frequency})`, counts: { built: 0 } };
    const since = now.getTime() - periodDays(s.frequency) * 86_400_000;
    const eventUrl = (id: string) => new URL(`event/${encodeURIComponent(id)}`, this.links.site).toString();
    const sections: Array<{ heading: string; items: DigestItem[] }> = [];
    if (s.preferences.featuredEvents) {
      const featured = await this.queries.execute(new FeaturedEventsQuery());
      sections.push({
        heading: 'Featured festivals',
        items: featured.slice(0, PER_SECTION).map((e) => ({ title: e.title, line: `${e.city}, ${day(e.startDate)}`, url: eventUrl(e.id) })),
      });
    }
    if (s.preferences.newEvents) {
      const latest = await this.queries.execute(new ListAdminEventsQuery({ status: ['published'], sort: 'updatedAt', order: 'desc', page: 1, limit: 50 }));
      const fresh = latest.items.filter((e) => new Date(e.updatedAt).getTime() >= since).slice(0, PER_SECTION);
      sections.push({
        heading: 'New on Festival Finder',
        items: fresh.map((e) => ({ title: e.title, line: `${e.city}, ${day(e.startDate)}`, url: eventUrl(e.id) })),
      });
    }
    if (s.preferences.reviews) {
      const news = await this.queries.execute(new ListNewsQuery({ limit: PER_SECTION }));
      sections.push({
        heading: 'Reviews and highlights',
        items: news.map((n) => ({
          title: n.title,
          line: n.summary.slice(0, 140),
          url: new URL(`news/${encodeURIComponent(n.id)}`, this.links.site).toString(),
        })),
      });
    }
    const items = sections.reduce((a, x) => a + x.items.length, 0);
    if (items === 0) return { message: 'Digest skipped: nothing new for the chosen preferences', counts: { built: 0, items: 0 } };
    const title = `Digest ${now.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}`;
    const campaign = await this.commands.execute(
      new SaveCampaignCommand(null, { title, subject: 'Your Festival Finder round-up', content: digestMarkdown(sections) }, 'digest'),
    );
    if (s.digestMode === 'send') await this.commands.execute(new SendCampaignCommand(campaign.id, null));
    return {
      message: `Digest "${title}" ${s.digestMode === 'send' ? 'sent' : 'saved as a draft for review'} with ${items} items`,
      counts: { built: 1, items },
    };
  }
}
