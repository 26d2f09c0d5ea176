import { Command } from '@nestjs/cqrs';
import { DiscoveryKind, DiscoveryParams, DiscoveryRunView } from '../../contracts/discovery.schemas';

/** Starts a discovery run in the background (one at a time across every instance); answers the run as started. */
export class StartDiscoveryCommand extends Command<DiscoveryRunView> {
  constructor(
    readonly kind: Exclude<DiscoveryKind, 'scheduled'>,
    readonly params: DiscoveryParams,
  ) {
    super();
  }
}
