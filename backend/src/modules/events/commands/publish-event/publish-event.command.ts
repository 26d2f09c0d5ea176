import { EventLifecycleCommand } from '../event-lifecycle.command';

export class PublishEventCommand extends EventLifecycleCommand {}
