import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { UpdateEventCommand } from '../../../events/commands/update-event/update-event.command';
import { mapBounded } from '../../application/bounded-pool';
import { checkedEvents } from '../../application/catalogue-links';
import { LinkChecker } from '../../application/link-checker';
import { LinkHistory } from '../../application/ports/link-history.port';
import { discountOutage, shouldRemove } from '../../domain/link-verdict';
import { LINK_CONCURRENCY } from '../../domain/limits';
import { CheckDeadLinksCommand, DeadLinksReport } from './check-dead-links.command';

@CommandHandler(CheckDeadLinksCommand)
export class CheckDeadLinksHandler implements ICommandHandler<CheckDeadLinksCommand> {
  private readonly logger = new Logger('DeadLinks');
  private readonly checker: LinkChecker;

  constructor(
    fetcher: GuardedFetcher,
    private readonly index: EventReadModel,
    private readonly history: LinkHistory,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {
    this.checker = new LinkChecker(fetcher);
  }

  async execute() {
    const now = this.clock.now();
    const events = (await checkedEvents(this.index, todayDay(now))).filter((e) => e.ticketUrl);
    const urls = [...new Set(events.map((e) => e.ticketUrl!))];
    const earlier = await this.history.history(urls, now, 30);
    // Bounded in flight; the fetcher also spaces requests to one host (FETCH_HOST_INTERVAL_MS).
    const raw = await mapBounded(urls, LINK_CONCURRENCY, async (url) => ({ url, check: await this.checker.check(url) }));
    const { results: checks, outage } = discountOutage(raw);
    for (const { url, check } of checks) await this.history.record(url, now, check);
    const dead = checks.filter((c) => c.check.verdict === 'dead');
    const toClear = new Set(dead.filter((c) => shouldRemove(now, c.check.verdict, earlier.get(c.url) ?? [])).map((c) => c.url));
    let removed = 0;
    const failures: string[] = [];
    for (const e of events) {
      if (!toClear.has(e.ticketUrl!)) continue;
      try {
        await this.commands.execute(new UpdateEventCommand(e.id, { ticketUrl: null }));
        removed += 1;
      } catch (error) {
        failures.push(`${e.id}: ${(error as Error).message}`);
      }
    }
    if (failures.length) this.logger.warn(`could not clear ${failures.length} dead links: ${failures.slice(0, 3).join('; ')}`);
    const inconclusive = checks.filter((c) => c.check.verdict === 'inconclusive').length;
    const report: DeadLinksReport = { scanned: urls.length, deadLinks: dead.length, removed, inconclusive, networkDown: outage };
    return {
      message: outage
        ? `Checked ${report.scanned} links: almost none could be reached, so our network looks down; nothing counted as dead`
        : `Checked ${report.scanned} links: ${report.deadLinks} dead, ${removed} removed (dead on two runs a day apart)${failures.length ? `; ${failures.length} could not be cleared` : ''}`,
      counts: { scanned: report.scanned, deadLinks: report.deadLinks, removed, outage: outage ? 1 : 0, inconclusive, failures: failures.length },
      report,
    };
  }
}
