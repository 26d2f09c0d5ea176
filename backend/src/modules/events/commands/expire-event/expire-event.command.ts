import { EventLifecycleCommand } from '../event-lifecycle.command';

export class ExpireEventCommand extends EventLifecycleCommand {}
