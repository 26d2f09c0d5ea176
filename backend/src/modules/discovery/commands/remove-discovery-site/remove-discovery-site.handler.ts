import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { DiscoverySiteRepository } from '../../application/ports/discovery-site.repository.port';
import { discoverySiteNotFound } from '../../domain/discovery.errors';
import { RemoveDiscoverySiteCommand } from './remove-discovery-site.command';

/** Stops crawling a site; events already imported from it stay (with their provenance). */
@CommandHandler(RemoveDiscoverySiteCommand)
export class RemoveDiscoverySiteHandler implements ICommandHandler<RemoveDiscoverySiteCommand> {
  constructor(
    private readonly sites: DiscoverySiteRepository,
    private readonly operations: OperationsLog,
  ) {}

  async execute({ id }: RemoveDiscoverySiteCommand) {
    const site = await this.sites.load(id);
    if (!site) {
      await this.operations.record('discovery.site-remove', false, { message: `No discovery site has the id ${id}.`, data: { siteId: id } });
      throw discoverySiteNotFound(id);
    }
    site.remove();
    await this.sites.save(site);
    await this.operations.record('discovery.site-remove', true, {
      message: `Removed ${site.state.url} from the discovery sites`,
      data: { siteId: id, url: site.state.url },
    });
    return { id, removed: true as const };
  }
}
