import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { Clock } from '../../../../platform/time/clock';
import { DiscoverySiteRepository } from '../../application/ports/discovery-site.repository.port';
import { DiscoverySite, normaliseSiteUrl } from '../../domain/discovery-site.aggregate';
import { discoverySiteExists } from '../../domain/discovery.errors';
import { siteView } from '../../queries/list-discovery-sites/list-discovery-sites.handler';
import { AddDiscoverySiteCommand } from './add-discovery-site.command';

@CommandHandler(AddDiscoverySiteCommand)
export class AddDiscoverySiteHandler implements ICommandHandler<AddDiscoverySiteCommand> {
  constructor(
    private readonly sites: DiscoverySiteRepository,
    private readonly operations: OperationsLog,
    private readonly clock: Clock,
  ) {}

  async execute({ url, publish }: AddDiscoverySiteCommand) {
    const clean = normaliseSiteUrl(url);
    try {
      if (await this.sites.findByUrl(clean)) throw discoverySiteExists(clean);
      const site = DiscoverySite.add(randomUUID(), clean, publish, describeActor(currentActor()), this.clock.now());
      await this.sites.save(site);
      await this.operations.record('discovery.site-add', true, {
        message: `Added ${clean} to the discovery sites`,
        data: { siteId: site.id, url: clean, publish },
      });
      return siteView(site);
    } catch (error) {
      await this.operations.record('discovery.site-add', false, { message: (error as Error).message, data: { url: clean } });
      throw error;
    }
  }
}
