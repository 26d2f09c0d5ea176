import { Command } from '@nestjs/cqrs';
import { EarlyAccessFeature } from '../../domain/early-access.features';

export class RequestEarlyAccessCommand extends Command<{ message: string }> {
  constructor(
    readonly feature: EarlyAccessFeature,
    readonly email: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
