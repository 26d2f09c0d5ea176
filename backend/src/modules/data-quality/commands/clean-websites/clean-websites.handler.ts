import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FetchRefusedError, GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { UpdateEventCommand } from '../../../events/commands/update-event/update-event.command';
import { mapBounded } from '../../application/bounded-pool';
import { CatalogueEvent, checkedEvents } from '../../application/catalogue-links';
import { LinkChecker } from '../../application/link-checker';
import { isParkedPage } from '../../domain/outside-hosts';
import { LINK_CONCURRENCY } from '../../domain/limits';
import { CleanWebsitesCommand, WebsiteCleanupReport } from './clean-websites.command';

type Change = { kind: 'protocol'; url: string } | { kind: 'parked' } | { kind: 'invalid' } | null;

/** A link a visitor's browser can open: http(s), a dotted host name, no spaces. */
export function isWellFormedLink(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(u.hostname) && !u.username && !u.password;
  } catch {
    return false;
  }
}

@CommandHandler(CleanWebsitesCommand)
export class CleanWebsitesHandler implements ICommandHandler<CleanWebsitesCommand> {
  private readonly logger = new Logger('WebsiteCleanup');
  private readonly checker: LinkChecker;

  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly index: EventReadModel,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {
    this.checker = new LinkChecker(fetcher);
  }

  async execute() {
    const events = (await checkedEvents(this.index, todayDay(this.clock.now()))).filter((e) => e.ticketUrl);
    const urls = [...new Set(events.map((e) => e.ticketUrl!))];
    const changes = new Map(await mapBounded(urls, LINK_CONCURRENCY, async (url) => [url, await this.changeFor(url)] as const));
    const report: WebsiteCleanupReport = { protocolsFixed: 0, parkedDomains: 0, invalidRemoved: 0, cleanedEvents: 0 };
    const failures: string[] = [];
    for (const e of events) {
      const change = changes.get(e.ticketUrl!);
      if (!change) continue;
      try {
        await this.apply(e, change);
        report.cleanedEvents += 1;
        if (change.kind === 'protocol') report.protocolsFixed += 1;
        else if (change.kind === 'parked') report.parkedDomains += 1;
        else report.invalidRemoved += 1;
      } catch (error) {
        failures.push(`${e.id}: ${(error as Error).message}`);
      }
    }
    if (failures.length) this.logger.warn(`could not clean ${failures.length} events: ${failures.slice(0, 3).join('; ')}`);
    return {
      message: `Website clean-up: ${report.protocolsFixed} links moved to https, ${report.parkedDomains} parked domains and ${report.invalidRemoved} malformed links removed (${report.cleanedEvents} events)`,
      counts: { ...report, scanned: urls.length, failures: failures.length },
      report,
    };
  }

  private apply(e: CatalogueEvent, change: NonNullable<Change>) {
    return this.commands.execute(new UpdateEventCommand(e.id, { ticketUrl: change.kind === 'protocol' ? change.url : null }));
  }

  private async changeFor(url: string): Promise<Change> {
    if (!isWellFormedLink(url)) return { kind: 'invalid' };
    let target = url;
    if (url.startsWith('http://')) {
      const secure = `https://${url.slice('http://'.length)}`;
      if ((await this.checker.check(secure)).verdict === 'ok') target = secure;
    }
    if (await this.isParked(target)) return { kind: 'parked' };
    return target !== url ? { kind: 'protocol', url: target } : null;
  }

  private async isParked(url: string): Promise<boolean> {
    try {
      const res = await this.fetcher.fetch(url, { method: 'GET', accept: 'text/html', maxBytes: 512 * 1024 });
      if (res.status < 200 || res.status >= 300) return false;
      return isParkedPage(new URL(res.url).hostname, res.body.toString('utf8'));
    } catch (error) {
      // Unreadable pages are the dead-link checker's business, never a reason to clear here.
      if (!(error instanceof FetchRefusedError)) throw error;
      return false;
    }
  }
}
