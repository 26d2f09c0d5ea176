import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { FetchRefusedError, GuardedFetcher } from '../../../../platform/net/guarded-fetcher';
import { AuditedActions } from '../../../../platform/operations/audited-actions';
import { Clock } from '../../../../platform/time/clock';
import { DiscoverySiteRepository } from '../../application/ports/discovery-site.repository.port';
import { DiscoverySite, normaliseSiteUrl } from '../../domain/discovery-site.aggregate';
import { discoverySiteExists, discoverySiteRefused } from '../../domain/discovery.errors';
import { siteView } from '../../queries/list-discovery-sites/list-discovery-sites.handler';
import { AddDiscoverySiteCommand } from './add-discovery-site.command';

@CommandHandler(AddDiscoverySiteCommand)
export class AddDiscoverySiteHandler implements ICommandHandler<AddDiscoverySiteCommand> {
  constructor(
    private readonly sites: DiscoverySiteRepository,
    private readonly fetcher: GuardedFetcher,
    private readonly audited: AuditedActions,
    private readonly clock: Clock,
  ) {}

  execute({ url, publish }: AddDiscoverySiteCommand) {
    const clean = normaliseSiteUrl(url);
    return this.audited
      .run(
        'discovery.site-add',
        async () => {
          // The fetcher's own rules, now: a private address would otherwise be accepted and fail only at run time.
          await this.fetcher.checkTarget(clean).catch((error: unknown) => {
            throw error instanceof FetchRefusedError ? discoverySiteRefused(clean, error.message) : error;
          });
          if (await this.sites.findByUrl(clean)) throw discoverySiteExists(clean);
          const site = DiscoverySite.add(randomUUID(), clean, publish, describeActor(currentActor()), this.clock.now());
          await this.sites.save(site);
          return site;
        },
        (site) => ({ message: `Added ${clean} to the discovery sites`, data: { siteId: site.id, url: clean, publish } }),
        { url: clean },
      )
      .then(siteView);
  }
}
